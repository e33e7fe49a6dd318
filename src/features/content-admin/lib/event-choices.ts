import type { ChapterEventView } from "~/shared/events";
import { formatInstant } from "~/shared/time/formats";
import { site } from "~/site.config";
import type { Choice } from "./field-specs";
import { toEpochMs } from "~/shared/time/instant";

/**
 * The events an album or a talk can belong to, most recent first (an album is made after its
 * event), each named by its title and its day at the chapter. An item linked to an event the list
 * does not hold (older than the list's year) keeps it as a choice, so an edit does not drop it.
 */
export function eventChoices(events: readonly ChapterEventView[], current: string): Choice[] {
  const choices = [...events]
    .sort((a, b) => toEpochMs(b.startsAt) - toEpochMs(a.startsAt))
    .map((event) => ({ value: event.id, label: `${event.title} — ${formatInstant("shortWeekdayDay", toEpochMs(event.startsAt), site.timeZone)}` }));
  if (current && !choices.some((choice) => choice.value === current)) choices.unshift({ value: current, label: "The event linked now (not in the last year)" });
  return choices;
}
