import { formatInstant } from "~/shared/time/formats";
import { site } from "~/site.config";
import { toEpochMs } from "~/shared/time/instant";

/** An instant at the chapter: "7:30 PM CST", or with the day ("Tue, Dec 1, 7:30 PM CST") when it is over 12 hours away. */
export function chapterTime(iso: string, now: number): string {
  const at = toEpochMs(iso);
  return formatInstant(Math.abs(at - now) < 12 * 3_600_000 ? "zonedTime" : "dayTime", at, site.timeZone);
}

/**
 * "3 min", "1 h 5 min", "2 days 4 h": how long until an instant, rounded up to the minute. Past two days
 * the minutes are dropped and the hours counted in days, so an event weeks away reads "57 days 8 h",
 * not "1376 h 31 min".
 */
export function inMinutes(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  const [big, unit, small, smallUnit] = hours < 48 ? [hours, "h", minutes % 60, "min"] : [Math.floor(hours / 24), "days", hours % 24, "h"];
  if (hours < 1) return `${minutes} min`;
  return small ? `${big} ${unit} ${small} ${smallUnit}` : `${big} ${unit}`;
}

/** "123 456": six digits in two groups, easier to read from the back of a hall and to type. */
export const groupDigits = (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`;
