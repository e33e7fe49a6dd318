import { writtenEventTimes } from "~/lib/public-api/event-page-data";
import type { EventTimes, WhenLabels } from "~/shared/time/event-when";
import { viewerTimeZone } from "~/shared/time/formats";
import { site } from "~/site.config";
import { chapterWhen } from "./chapter-when";
import { localWhen } from "./local-when";

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
 * the start and the end (Date's offsets) sees the same labels: null. Any other viewer's labels are
 * written from Date's local getters (localWhen), so the cards make no Intl object at load whatever
 * the viewer's zone (decision 168). Where nothing was written, the chapter's labels were made with
 * Intl (which may space with U+202F and U+2009, where localWhen writes plain spaces) and the zone's name is cheap.
 */
export function viewerWhen(event: Instants): WhenLabels | null {
  const written = writtenEventTimes(event);
  if (written ? sameClockAsWritten(event, written) : viewerTimeZone() === site.timeZone) return null;
  const chapter = chapterWhen(event);
  const viewer = localWhen(event);
  const plain = (text: string) => text.replace(/\s/g, " ");
  return plain(viewer.date) === plain(chapter.date) && plain(viewer.time) === plain(chapter.time) ? null : viewer;
}
