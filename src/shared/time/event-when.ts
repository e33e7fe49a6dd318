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
  const span = spanIn(event, timeZone);
  return { date: dateLabel(span, brief), time: timeLabel(span) };
}

/** An event's instants in a zone, and whether they fall on one calendar day there. */
type Span = { starts: number; ends: number; timeZone: string; oneDay: boolean };

function spanIn(event: Instants, timeZone: string): Span {
  const [starts, ends] = [toEpochMs(event.startsAt), toEpochMs(event.endsAt)];
  // "Dec 2, 2026" names one calendar day in the zone: equal labels, the same day.
  const oneDay = formatInstant("shortDay", starts, timeZone) === formatInstant("shortDay", ends, timeZone);
  return { starts, ends, timeZone, oneDay };
}

const dateLabel = ({ starts, ends, timeZone, oneDay }: Span, brief: boolean) =>
  oneDay ? formatInstant(brief ? "shortWeekdayDay" : "weekdayDay", starts, timeZone) : formatInstantRange(brief ? "shortDay" : "day", starts, ends, timeZone);

const timeLabel = ({ starts, ends, timeZone, oneDay }: Span) =>
  oneDay
    ? formatInstantRange("zonedTime", starts, ends, timeZone)
    : `${formatInstant("time", starts, timeZone)} – ${formatInstant("zonedTime", ends, timeZone)}`;

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
 * reads the same clock at both without Intl (sameClockAsWritten).
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
  const span = spanIn(event, timeZone);
  return {
    date: dateLabel(span, false),
    briefDate: dateLabel(span, true),
    time: timeLabel(span),
    badge: dateBadge(event.startsAt, timeZone),
    offsets: [zoneOffsetAt(span.starts, timeZone), zoneOffsetAt(span.ends, timeZone)],
  };
}

/** Whether this device's zone reads the clock the written times were made in at the event's start and end: the same labels, made with no Intl. */
export function sameClockAsWritten(event: Instants, times: EventTimes): boolean {
  return (
    new Date(toEpochMs(event.startsAt)).getTimezoneOffset() === times.offsets[0] && new Date(toEpochMs(event.endsAt)).getTimezoneOffset() === times.offsets[1]
  );
}
