import { toEpochMs } from "./instant";
import { formatInstant, formatInstantRange, timeFormat } from "./formats";
import { zoneOffsetAt } from "./wall-clock";

/**
 * When an event is, for people: in the chapter's time zone, where events
 * happen (callers pass `site.timeZone`), or in a visitor's own beside it.
 * Only formats in the browser: the public pages' first load carries this
 * file and formats.ts (scripts/vite/app-shell-chunks.ts); `eventTimes`, the
 * one user of wall-clock.ts here, is the Worker's (decision 164).
 */

/** An event's instants as answers carry them ("2026-12-03T00:30:00.000Z"). */
type Instants = { startsAt: string; endsAt: string };

export type WhenLabels = {
  /** "Wednesday, December 2, 2026" ("Wed, Dec 2, 2026" in brief) or, over several days, "March 26 – 27, 2027". */
  date: string;
  /** "6:30 – 8:00 PM CST". */
  time: string;
};

/** An event's date and time as two labels; `brief` for short lists. */
export function whenLabels(event: Instants, timeZone: string, brief = false): WhenLabels {
  const [starts, ends] = [toEpochMs(event.startsAt), toEpochMs(event.endsAt)];
  // "Dec 2, 2026" names one calendar day in the zone: equal labels, the same day.
  const oneDay = formatInstant("shortDay", starts, timeZone) === formatInstant("shortDay", ends, timeZone);
  return oneDay
    ? {
        date: formatInstant(brief ? "shortWeekdayDay" : "weekdayDay", starts, timeZone),
        time: formatInstantRange("zonedTime", starts, ends, timeZone),
      }
    : {
        date: formatInstantRange(brief ? "shortDay" : "day", starts, ends, timeZone),
        time: `${formatInstant("time", starts, timeZone)} – ${formatInstant("zonedTime", ends, timeZone)}`,
      };
}

/** For the date badge: "DEC" and 2, the parts of "Dec 2". */
export function dateBadge(startsAt: string, timeZone: string): { month: string; day: number } {
  const parts = timeFormat("monthDay", timeZone).formatToParts(toEpochMs(startsAt));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? "";
  return { month: part("month").toUpperCase(), day: Number(part("day")) };
}

/**
 * What an event's cards show of its instants in one zone (the chapter's), made where Intl is cheap:
 * the Worker writes it into the pages that list events (decision 164), so a browser shows the cards
 * without making its first Intl format (~110 ms on a slow phone). Each label is whenLabels' or
 * dateBadge's very text; `offsets` are the zone's at the start and the end, in minutes as
 * `Date.getTimezoneOffset` counts them (360 for UTC−6), so a browser tells whether its own zone
 * reads the same clock at both without Intl (src/features/events/lib/viewer-time.ts).
 */
export type EventTimes = {
  /** whenLabels' `date`, and its brief one. */
  date: string;
  briefDate: string;
  /** whenLabels' `time` (the same in brief). */
  time: string;
  /** dateBadge's. */
  badge: { month: string; day: number };
  offsets: [number, number];
};

/** The key of an event's times in a page's list of them: the instants they are made of. */
export const eventTimesKey = (event: Instants): string => `${event.startsAt}/${event.endsAt}`;

/** An event's EventTimes in a zone. */
export function eventTimes(event: Instants, timeZone: string): EventTimes {
  const { date, time } = whenLabels(event, timeZone);
  return {
    date,
    briefDate: whenLabels(event, timeZone, true).date,
    time,
    badge: dateBadge(event.startsAt, timeZone),
    offsets: [zoneOffsetAt(toEpochMs(event.startsAt), timeZone), zoneOffsetAt(toEpochMs(event.endsAt), timeZone)],
  };
}
