import type { ChapterEventView } from "~/shared/events";

/** What the check-in page needs of an event (from the public event answers). */
export type CheckinEvent = Pick<
  ChapterEventView,
  "id" | "slug" | "title" | "startsAt" | "endsAt" | "status" | "checkinOpensMinutesBefore" | "checkinClosesMinutesAfter"
> & { myCheckedInAt?: string | null | undefined };

/** Checked by hand, not with zod: the page is a first load (decision 005). */
export function isCheckinEvent(value: unknown): value is CheckinEvent {
  const event = value as Record<string, unknown> | null;
  return (
    typeof event === "object" &&
    event !== null &&
    ["id", "slug", "title", "startsAt", "endsAt", "status"].every((key) => typeof event[key] === "string") &&
    typeof event.checkinOpensMinutesBefore === "number" &&
    typeof event.checkinClosesMinutesAfter === "number"
  );
}
