import { clockText, wallClockAt } from "./wall-clock";

/**
 * Wall-clock times as text, "2026-12-02T18:30" (what an `<input
 * type="datetime-local">` holds), in a named zone, and the instants they
 * denote: both ways, daylight saving time included.
 */

/** "2026-12-02T18:30". */
export const WALL_CLOCK_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** How far the zone's clock is ahead of UTC at an instant (ms); the clock shows whole seconds, so the instant is cut to them. */
function offsetAt(instant: number, timeZone: string): number {
  const clock = wallClockAt(instant, timeZone);
  return Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second) - Math.floor(instant / 1000) * 1000;
}

/**
 * "2026-12-02T18:30" (or a day alone, "2026-12-02", at midnight) in a zone
 * → the instant it denotes, as epoch milliseconds. A time the clocks skip
 * or repeat (the changes of daylight saving time) gets one of its readings.
 */
export function fromWallClock(local: string, timeZone: string): number {
  const [date = "", time = "00:00"] = local.split("T");
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  const asIfUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The zone's offset at a guess, then again at the corrected instant, in case
  // the guess fell on the other side of a change of daylight saving time.
  const guess = asIfUtc - offsetAt(asIfUtc, timeZone);
  return asIfUtc - offsetAt(guess, timeZone);
}

/** An instant (epoch ms) → "2026-12-02T18:30", the zone's wall clock then (seconds dropped). */
export function toWallClock(ms: number, timeZone: string): string {
  return clockText(wallClockAt(ms, timeZone), true);
}
