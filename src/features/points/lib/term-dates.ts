import { wallClockAt, zonedTimeToUtc } from "~/lib/zoned-time";
import { site } from "~/site.config";

/**
 * Officers think of a term as its first and last day at the chapter ("Aug 24
 * to Dec 18"); the API stores `[startsAt, endsAt)` in UTC. A term runs from
 * midnight at the chapter on its first day to midnight after its last day,
 * so consecutive terms (one's last day, the next's first day) never overlap.
 */

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const toInstant = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, "Z");

/** "2026-08-24" → the instant of midnight that day at the chapter; anything else as typed, for the schema to refuse. */
export function firstDayToStart(day: string): string {
  return DAY.test(day) ? toInstant(zonedTimeToUtc(`${day}T00:00`, site.timeZone)) : day;
}

/** "2026-12-18" → the instant of midnight after that day at the chapter. */
export function lastDayToEnd(day: string): string {
  if (!DAY.test(day)) return day;
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  const next = new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
  return toInstant(zonedTimeToUtc(`${next}T00:00`, site.timeZone));
}

const two = (value: number) => String(value).padStart(2, "0");

/** The chapter's calendar date of an instant, "2026-08-24". */
export function chapterDay(instant: string | number): string {
  const { year, month, day } = wallClockAt(new Date(instant), site.timeZone);
  return `${year}-${two(month)}-${two(day)}`;
}

/** A term's first day at the chapter. */
export const firstDayOf = (term: { startsAt: string }) => chapterDay(term.startsAt);

/** A term's last day at the chapter (the day before its exclusive end). */
export const lastDayOf = (term: { endsAt: string }) => chapterDay(Date.parse(term.endsAt) - 1);

const labelFormat = new Intl.DateTimeFormat("en-US", { timeZone: site.timeZone, month: "short", day: "numeric", year: "numeric" });

/** "Aug 24, 2026 – Dec 18, 2026": a term's days, for people. */
export function termDays(term: { startsAt: string; endsAt: string }): string {
  return labelFormat.formatRange(new Date(term.startsAt), new Date(Date.parse(term.endsAt) - 1));
}
