import { clockText, wallClockAt } from "./wall-clock";
import { fromWallClock } from "./wall-clock-text";

/**
 * Calendar days ("2026-08-24", what an `<input type="date">` holds) in a
 * zone — the chapter's, for the site — and the instants they start and end
 * at. A day runs from its midnight to the next: 23 or 25 hours on the days
 * the clocks change, so days are never counted in fixed milliseconds of an
 * instant.
 */

/** "2026-08-24". */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day in a zone at an instant: "2026-08-24". */
export function dayAt(ms: number, timeZone: string): string {
  return clockText(wallClockAt(ms, timeZone), false);
}

/** "2026-09-03" (or "2026-09-03T18:00") → days since 1970-01-01 of its date: a calendar count, no zone. */
export function dayNumber(dayOrWallClock: string): number {
  const [year = 0, month = 1, day = 1] = dayOrWallClock.slice(0, 10).split("-").map(Number);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/**
 * A day, or a wall-clock time, `days` calendar days later ("2026-12-31" + 1
 * → "2027-01-01"); a time keeps its time of day, so "same time next week"
 * stays 6:30 PM across a change of daylight saving time.
 */
export function addDays(dayOrWallClock: string, days: number): string {
  const date = new Date((dayNumber(dayOrWallClock) + days) * DAY_MS).toISOString().slice(0, 10);
  return `${date}${dayOrWallClock.slice(10)}`;
}

/** The instant a day starts at in a zone: its midnight there (epoch ms). */
export function startOfDay(day: string, timeZone: string): number {
  return fromWallClock(`${day}T00:00`, timeZone);
}

/** The instant a day ends at in a zone: midnight after it, the exclusive end of a range whose last day it is. */
export function endOfDay(day: string, timeZone: string): number {
  return startOfDay(addDays(day, 1), timeZone);
}

/** The last day of a range that ends (exclusively) at `end`: the day of the instant before it. */
export function lastDayBefore(end: number, timeZone: string): string {
  return dayAt(end - 1, timeZone);
}
