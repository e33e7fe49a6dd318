import { zonedTimeToUtc } from "~/lib/zoned-time";
import { site } from "~/site.config";

/**
 * Access windows and log times in the chapter's time zone, as the Worker
 * writes them in its messages ("…ended on June 1, 2027 at 12:00 AM CDT"),
 * so an admin in another zone grants the same days a sponsor reads.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

const moment = new Intl.DateTimeFormat("en-US", {
  timeZone: site.timeZone,
  year: "numeric",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});
const day = new Intl.DateTimeFormat("en-US", { timeZone: site.timeZone, year: "numeric", month: "long", day: "numeric" });
const shortMoment = new Intl.DateTimeFormat("en-US", {
  timeZone: site.timeZone,
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});
const isoDay = new Intl.DateTimeFormat("en-CA", { timeZone: site.timeZone, year: "numeric", month: "2-digit", day: "2-digit" });

/** "June 1, 2027, 12:00 AM CDT" */
export const formatChapterMoment = (iso: string) => moment.format(new Date(iso));
/** "June 1, 2027" */
export const formatChapterDay = (iso: string) => day.format(new Date(iso));
/** "Jun 1, 2027, 3:04 PM" (the access log) */
export const formatLogTime = (iso: string) => shortMoment.format(new Date(iso));

/** The chapter's calendar day of an instant, "2027-06-01" (a date input's value). */
export function chapterDayOf(instant: number): string {
  return isoDay.format(new Date(instant));
}

/** "2027-06-01" → "2027-06-02": the next calendar day. */
function nextDay(date: string): string {
  const [year = 0, month = 1, dayOfMonth = 1] = date.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, dayOfMonth) + DAY_MS).toISOString().slice(0, 10);
}

/**
 * An access window from two dates as an admin picks them: from the start of
 * the first day to the end of the last, in the chapter's time zone, as the
 * UTC instants the API takes ("" when a date is missing, for the schema to
 * say so).
 */
export function windowFromDays(firstDay: string, lastDay: string): { from: string; until: string } {
  const instant = (date: string) => (/^\d{4}-\d{2}-\d{2}$/.test(date) ? zonedTimeToUtc(`${date}T00:00`, site.timeZone).toISOString() : "");
  return { from: instant(firstDay), until: /^\d{4}-\d{2}-\d{2}$/.test(lastDay) ? instant(nextDay(lastDay)) : "" };
}

/** The two dates of a window the API gave back (its `until` is exclusive: the last day is the one before). */
export function daysOfWindow(window: { from: string; until: string }): { firstDay: string; lastDay: string } {
  return { firstDay: chapterDayOf(Date.parse(window.from)), lastDay: chapterDayOf(Date.parse(window.until) - 1) };
}
