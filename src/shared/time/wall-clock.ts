import { timeFormat } from "./formats";

/**
 * What the clock reads in a named time zone at an instant. Callers pass the
 * zone — the chapter's (`site.timeZone`, src/site.config.ts) or a visitor's
 * own — since contracts import nothing but each other. Intl's time-zone
 * data (in every browser, in Node and in workerd) does the work, daylight
 * saving time included; src/shared/time/ is the only code that converts
 * between zones.
 */

export type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/** The wall clock in a zone at an instant (month 1–12, hour 0–23). */
export function wallClockAt(ms: number, timeZone: string): WallClock {
  const parts = timeFormat("parts", timeZone).formatToParts(ms);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return { year: get("year"), month: get("month"), day: get("day"), hour: get("hour"), minute: get("minute"), second: get("second") };
}

/** A zone's offset at an instant in minutes, as `Date.getTimezoneOffset` counts them: UTC minus the zone's clock (360 for UTC−6, −60 for UTC+1). */
export function zoneOffsetAt(ms: number, timeZone: string): number {
  const clock = wallClockAt(ms, timeZone);
  const read = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return Math.round((Math.floor(ms / 1000) * 1000 - read) / 60_000);
}

const two = (value: number) => String(value).padStart(2, "0");

/** A reading as inputs hold it: "2026-12-02" (a date), or "2026-12-02T18:30" with its time (a datetime-local; seconds dropped). */
export function clockText(clock: WallClock, withTime: boolean): string {
  const day = `${String(clock.year).padStart(4, "0")}-${two(clock.month)}-${two(clock.day)}`;
  return withTime ? `${day}T${two(clock.hour)}:${two(clock.minute)}` : day;
}
