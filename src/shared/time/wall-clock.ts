import { toEpochMs } from "./utc-instant";

/**
 * Wall-clock time in a named time zone and the instant it denotes, both
 * ways. Callers pass the zone: the chapter's (`site.timeZone`,
 * src/site.config.ts) or a visitor's own; contracts import nothing but each
 * other. Intl's time-zone data (in every browser, in Node and in workerd)
 * does the work, daylight saving time included. src/shared/time/ is the
 * only code that converts between zones.
 */

export type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/** "2026-12-02T18:30": what an `<input type="datetime-local">` holds. */
export const WALL_CLOCK_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

const partsFormats = new Map<string, Intl.DateTimeFormat>();

/** One parts format per zone: Intl formats are costly to make. */
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

/** The wall clock in a zone at an instant (month 1–12, hour 0–23). */
export function wallClockAt(instant: number | string | Date, timeZone: string): WallClock {
  const parts = partsFormat(timeZone).formatToParts(toEpochMs(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return { year: get("year"), month: get("month"), day: get("day"), hour: get("hour"), minute: get("minute"), second: get("second") };
}

/** How far the zone's clock is ahead of UTC at an instant (ms); the clock shows whole seconds, so the instant is cut to them. */
function offsetAt(instant: number, timeZone: string): number {
  const clock = wallClockAt(instant, timeZone);
  return Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second) - Math.floor(instant / 1000) * 1000;
}

/**
 * "2026-12-02T18:30" (or a day alone, "2026-12-02", at midnight) in a zone
 * → the instant it denotes, as epoch milliseconds.
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

const two = (value: number) => String(value).padStart(2, "0");

/** An instant → "2026-12-02T18:30", the zone's wall clock then (seconds dropped). */
export function toWallClock(instant: number | string | Date, timeZone: string): string {
  const clock = wallClockAt(instant, timeZone);
  return `${String(clock.year).padStart(4, "0")}-${two(clock.month)}-${two(clock.day)}T${two(clock.hour)}:${two(clock.minute)}`;
}

/** The zone of the device running this code ("" if it does not say): a visitor's own, in a browser. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone ?? "";
}

/** "America/Chicago" → "Chicago": how forms name a zone to people. */
export function zoneCity(timeZone: string): string {
  return timeZone.split("/").pop()!.replace(/_/g, " ");
}
