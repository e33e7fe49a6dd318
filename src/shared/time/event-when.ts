import { toEpochMs } from "./instant";
import { formatInstant, formatInstantRange, timeFormat } from "./formats";

/**
 * When an event is, for people: in the chapter's time zone, where events
 * happen (callers pass `site.timeZone`), or in a visitor's own beside it.
 * Only formats, no clock arithmetic: the public pages' first load carries
 * this file and formats.ts (scripts/vite/app-shell-chunks.ts).
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
