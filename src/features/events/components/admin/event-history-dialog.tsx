import { useCallback } from "react";
import { HistoryDialog } from "~/components/history-dialog";
import type { ChapterEventView } from "~/shared/events";
import type { ValueSummary } from "~/shared/item-history";
import { formatInstant } from "~/shared/time/formats";
import { site } from "~/site.config";
import { getEventHistory, restoreEventVersion } from "../../api/event-history";

/** The event form's names for the fields a version keeps. */
const LABELS: Record<string, string> = {
  title: "Title",
  description: "Description",
  category: "Category",
  location: "Location",
  locationUrl: "Location link",
  startsAt: "Starts",
  endsAt: "Ends",
  capacity: "Capacity",
  rsvpOpen: "RSVPs open",
  remindSoon: "Reminder two hours before",
  points: "Points",
  status: "Status",
  checkinOpensMinutesBefore: "Check-in opens (minutes before)",
  checkinClosesMinutesAfter: "Check-in closes (minutes after)",
};

function show(field: string, value: ValueSummary): string {
  if ((field === "startsAt" || field === "endsAt") && typeof value === "number") return formatInstant("eventSpan", value, site.timeZone);
  if (typeof value === "boolean") return value ? "yes" : "no";
  return String(value);
}

/** An event's history and undo (decision 130): each save, what it changed, and a restore of any version. */
export function EventHistoryDialog({
  event,
  onClose,
  onRestored,
}: {
  event: ChapterEventView;
  onClose: () => void;
  onRestored: (event: ChapterEventView, message: string) => void;
}) {
  const read = useCallback((signal?: AbortSignal) => getEventHistory(event.id, signal), [event.id]);
  return (
    <HistoryDialog
      name={event.title}
      noun="event"
      read={read}
      label={(field) => LABELS[field] ?? field}
      show={show}
      restoreNote="a cancelled event stays cancelled; the members going are told of a change of time, place or title"
      onRestore={async (versionId) => {
        const { data, message } = await restoreEventVersion(event.id, versionId);
        onRestored(data, message ?? "Restored.");
      }}
      onClose={onClose}
    />
  );
}
