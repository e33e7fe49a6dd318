import type { ChapterEventView } from "~/shared/events";
import { toEpochMs } from "~/shared/time/instant";

/**
 * Whether the event's page asks the member how it was: they checked in and
 * the event is over (and took place). Pure and light, so the page decides
 * before it loads the form and its schema.
 */
export function feedbackAsked(event: Pick<ChapterEventView, "myCheckedInAt" | "status" | "endsAt">, now = Date.now()): boolean {
  return Boolean(event.myCheckedInAt) && event.status !== "cancelled" && toEpochMs(event.endsAt) <= now;
}
