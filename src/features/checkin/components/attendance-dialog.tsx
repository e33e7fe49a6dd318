import { useCallback, useState } from "react";
import { secondaryButton } from "~/components/buttons";
import { Dialog, DialogActions } from "~/components/dialog";
import { FormAlert } from "~/components/form-alert";
import { useLoaded } from "~/lib/use-loaded";
import type { AttendanceCounts, AttendanceLine } from "~/shared/attendance";
import type { ChapterEventView } from "~/shared/events";
import { attendanceCsvPath, listAttendance } from "../api/attendance";
import { AttendanceList } from "./attendance-list";
import { ManualCheckinForm } from "./manual-checkin-form";
import { RemoveAttendanceDialog } from "./remove-attendance-dialog";

/** An event's attendance for officers: RSVPs against check-ins, checking a member in by hand, removing an attendance, the CSV. */
export function AttendanceDialog({ event, onClose }: { event: ChapterEventView; onClose: () => void }) {
  const { data: loaded, failure, reload } = useLoaded(useCallback((signal: AbortSignal) => listAttendance(event.id, signal), [event.id]));
  const [removing, setRemoving] = useState<AttendanceLine | null>(null);
  const [notice, setNotice] = useState("");

  const checkedIn = loaded?.lines.filter((line) => line.checkedInAt !== null) ?? [];
  const notYet = loaded?.lines.filter((line) => line.checkedInAt === null) ?? [];
  return (
    <Dialog title={`Attendance: ${event.title}`} onClose={onClose}>
      <div className="space-y-5">
        {loaded && <Counts counts={loaded.counts} />}
        <p role="status" className={notice ? "rounded-md border border-line bg-surface-muted p-3 text-sm text-ink" : "sr-only"}>
          {notice}
        </p>
        <ManualCheckinForm
          eventId={event.id}
          onCheckedIn={(message) => {
            setNotice(message);
            void reload();
          }}
        />
        <FormAlert>{failure}</FormAlert>
        {!loaded && !failure && <p className="text-ink-muted">Loading…</p>}
        {loaded && (
          <>
            <AttendanceList title="Checked in" lines={checkedIn} empty="Nobody has checked in yet." onRemove={setRemoving} />
            <AttendanceList
              title="RSVPed, not checked in"
              lines={notYet}
              empty={loaded.counts.rsvps === 0 ? "Nobody RSVPed." : "Everyone who RSVPed has checked in."}
            />
          </>
        )}
        <DialogActions onCancel={onClose} cancelLabel="Close">
          <a href={attendanceCsvPath(event.id)} download={`${event.slug}-attendance.csv`} className={secondaryButton}>
            Download CSV
          </a>
        </DialogActions>
      </div>
      {removing && (
        <RemoveAttendanceDialog
          eventId={event.id}
          line={removing}
          onCancel={() => setRemoving(null)}
          onRemoved={(message) => {
            setRemoving(null);
            setNotice(message);
            void reload();
          }}
        />
      )}
    </Dialog>
  );
}

function Counts({ counts }: { counts: AttendanceCounts }) {
  const item = (value: number, label: string) => (
    <div className="rounded-md border border-line p-2 text-center">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="text-2xl font-bold tabular-nums text-ink">{value}</dd>
    </div>
  );
  return (
    <dl aria-label="RSVPs and check-ins" className="grid grid-cols-2 gap-2 sm:grid-cols-4 [&>div]:flex [&>div]:flex-col-reverse">
      {item(counts.going, `going${counts.waitlist ? `, ${counts.waitlist} waitlisted` : ""}`)}
      {item(counts.checkedIn, "checked in")}
      {item(counts.walkIns, "walk-ins")}
      {item(counts.noShows, "no-shows")}
    </dl>
  );
}
