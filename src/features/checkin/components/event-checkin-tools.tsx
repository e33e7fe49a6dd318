import { useState } from "react";
import { Link } from "react-router";
import { secondaryButton } from "~/components/buttons";
import type { ChapterEventView } from "~/shared/events";
import { AttendanceDialog } from "./attendance-dialog";

/** An event's check-in controls on the officers' events page: its display, and its attendance. */
export function EventCheckinTools({ event }: { event: ChapterEventView }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {event.status !== "cancelled" && (
        <Link to={`/profile/admin/events/${encodeURIComponent(event.id)}/check-in`} className={secondaryButton} aria-label={`Check-in display: ${event.title}`}>
          Check-in display
        </Link>
      )}
      <button type="button" className={secondaryButton} onClick={() => setOpen(true)} aria-label={`Attendance: ${event.title}`}>
        Attendance
      </button>
      {open && <AttendanceDialog event={event} onClose={() => setOpen(false)} />}
    </>
  );
}
