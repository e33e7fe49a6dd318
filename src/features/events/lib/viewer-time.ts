import { writtenEventTimes } from "~/lib/public-api/event-page-data";
import { type EventTimes, whenLabels, type WhenLabels } from "~/shared/time/event-when";
import { viewerTimeZone } from "~/shared/time/formats";
import { site } from "~/site.config";
import { chapterWhen } from "./chapter-when";

type Instants = { startsAt: string; endsAt: string };

/**
 * Whether this device's clock reads what the written times were made in at the event's start and
 * its end (their zone's offsets against Date's, which makes no Intl object): the same labels.
 */
export function sameClockAsWritten(event: Instants, times: EventTimes): boolean {
  return new Date(event.startsAt).getTimezoneOffset() === times.offsets[0] && new Date(event.endsAt).getTimezoneOffset() === times.offsets[1];
}

/**
 * The same in the viewer's own zone, when that shows the event at other times than the chapter's;
 * else null. Where the Worker wrote the chapter's times, a viewer whose clock reads the chapter's at
 * the start and the end (Date's offsets, no Intl) sees the same labels: null, with no Intl format.
 */
export function viewerWhen(event: Instants): WhenLabels | null {
  const written = writtenEventTimes(event);
  if (written && sameClockAsWritten(event, written)) return null;
  const zone = viewerTimeZone();
  if (!zone || zone === site.timeZone) return null;
  const chapter = chapterWhen(event);
  const viewer = whenLabels(event, zone);
  return viewer.date === chapter.date && viewer.time === chapter.time ? null : viewer;
}
