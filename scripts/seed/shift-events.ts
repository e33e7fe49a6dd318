import { zonedTimeToUtc } from "../../src/lib/zoned-time";

/**
 * The local seed's events are the old content file's, whose dates are fixed
 * (autumn 2026 to spring 2027). Moved by whole weeks so that today falls in
 * the middle of them, a local site always has upcoming and past events, on
 * the same weekdays and at the same local times as written.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

type Local = { start: string; end: string };

/** "2026-09-03T18:00" → days since the epoch of its date (a calendar count, no time zone). */
function dayNumber(local: string): number {
  const [year = 0, month = 1, day = 1] = local.slice(0, 10).split("-").map(Number);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** Moves a local "YYYY-MM-DDTHH:MM" by whole days, keeping the time of day. */
export function addDays(local: string, days: number): string {
  const date = new Date((dayNumber(local) + days) * DAY_MS).toISOString().slice(0, 10);
  return `${date}${local.slice(10)}`;
}

/** Today's date where the chapter is, as a local "YYYY-MM-DD". */
export function localDate(at: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

/** Whole weeks that bring the middle of the events' dates closest to today. */
export function weeksToShift(events: readonly Local[], today: Date, timeZone: string): number {
  const starts = events.map((event) => dayNumber(event.start));
  const middle = (Math.min(...starts) + Math.max(...starts)) / 2;
  return Math.round((dayNumber(localDate(today, timeZone)) - middle) / 7);
}

/** Each event moved by the same whole number of weeks, with its instants (UTC) in the chapter's zone. */
export function shiftEvents<E extends Local>(events: readonly E[], today: Date, timeZone: string) {
  const days = weeksToShift(events, today, timeZone) * 7;
  return events.map((event) => {
    const start = addDays(event.start, days);
    const end = addDays(event.end, days);
    return { ...event, start, end, startsAt: zonedTimeToUtc(start, timeZone).getTime(), endsAt: zonedTimeToUtc(end, timeZone).getTime() };
  });
}
