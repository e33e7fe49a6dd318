import { site } from "~/site.config";

const timeFormat = new Intl.DateTimeFormat("en-US", { timeZone: site.timeZone, hour: "numeric", minute: "2-digit", timeZoneName: "short" });
const dayTimeFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: site.timeZone,
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

/** An instant at the chapter: "7:30 PM CST", or with the day when it is not today's. */
export function chapterTime(iso: string, now: number): string {
  const at = Date.parse(iso);
  return Math.abs(at - now) < 12 * 3_600_000 ? timeFormat.format(at) : dayTimeFormat.format(at);
}

/** "in 3 min", "in 1 h 5 min": how long until an instant, rounded up to the minute. */
export function inMinutes(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

/** "123 456": six digits in two groups, easier to read from the back of a hall and to type. */
export const groupDigits = (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`;
