import { writtenEventTimes } from "~/lib/public-api/event-page-data";
import { dateBadge, type WhenLabels, whenLabels } from "~/shared/time/event-when";
import { site } from "~/site.config";

type Instants = { startsAt: string; endsAt: string };

/**
 * When an event is in the chapter's zone, as its cards show it: what the Worker wrote into the page
 * for these instants (decision 164: no Intl format made in the browser to show a page's cards),
 * else made here — the same text either way (whenLabels).
 */
export function chapterWhen(event: Instants, brief = false): WhenLabels {
  const written = writtenEventTimes(event);
  if (!written) return whenLabels(event, site.timeZone, brief);
  return { date: brief ? written.briefDate : written.date, time: written.time };
}

/** The date badge's month and day in the chapter's zone (dateBadge), written by the Worker when it was. */
export function chapterBadge(event: Instants): { month: string; day: number } {
  return writtenEventTimes(event)?.badge ?? dateBadge(event.startsAt, site.timeZone);
}
