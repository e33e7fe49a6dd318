import { dayAt } from "./days";
import { formatInstant, formatInstantRange } from "./formats";
import { wallClockAt } from "./wall-clock";

/**
 * When an event is, for people: in the chapter's time zone, where events
 * happen (callers pass `site.timeZone`), or in a visitor's own beside it.
 */

type Instants = { startsAt: string; endsAt: string };

export type WhenLabels = {
  /** "Wednesday, December 2, 2026" ("Wed, Dec 2, 2026" in brief) or, over several days, "March 26 – 27, 2027". */
  date: string;
  /** "6:30 – 8:00 PM CST". */
  time: string;
};

/** An event's date and time as two labels; `brief` for short lists. */
export function whenLabels(event: Instants, timeZone: string, brief = false): WhenLabels {
  const oneDay = dayAt(event.startsAt, timeZone) === dayAt(event.endsAt, timeZone);
  return oneDay
    ? { date: formatInstant(brief ? "shortWeekdayDay" : "weekdayDay", event.startsAt, timeZone), time: formatInstantRange("zonedTime", event.startsAt, event.endsAt, timeZone) }
    : {
        date: formatInstantRange(brief ? "shortDay" : "day", event.startsAt, event.endsAt, timeZone),
        time: `${formatInstant("time", event.startsAt, timeZone)} – ${formatInstant("zonedTime", event.endsAt, timeZone)}`,
      };
}

/** "Tue, Dec 1, 2026, 5:00 – 7:00 PM CST": an event in one line, where a link preview has room for no more. */
export function whenLine(event: Instants, timeZone: string): string {
  return formatInstantRange("eventSpan", event.startsAt, event.endsAt, timeZone);
}

/** For the date badge: "DEC" and 2. */
export function dateBadge(startsAt: string, timeZone: string): { month: string; day: number } {
  return { month: formatInstant("month", startsAt, timeZone).toUpperCase(), day: wallClockAt(startsAt, timeZone).day };
}
