import type { ChapterEventView } from "~/shared/events";

/** What the check-in page needs of an event (from the public event answers). */
export type CheckinEvent = Pick<
  ChapterEventView,
  "id" | "slug" | "title" | "startsAt" | "endsAt" | "status" | "checkinOpensMinutesBefore" | "checkinClosesMinutesAfter"
> & { myCheckedInAt?: string | null | undefined };
