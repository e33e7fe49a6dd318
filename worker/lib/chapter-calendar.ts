/**
 * The chapter's calendar, in its time zone (site.config.ts).
 *
 * "This term" for the résumé book's statistics: the calendar season of the
 * chapter's time zone — spring from 1 January, summer from 1 June, fall from
 * 1 August — named as the content names terms ("fall-2026"). The book itself
 * has no terms (it is whoever is opted in now); see decision 030.
 */
const SEASON_STARTS = [
  { season: "spring", month: 1 },
  { season: "summer", month: 6 },
  { season: "fall", month: 8 },
] as const;

const formats = new Map<string, Intl.DateTimeFormat>();
function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
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
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock date and time in `timeZone` at instant `at`. */
function wallClock(at: number, timeZone: string) {
  const parts = Object.fromEntries(formatFor(timeZone).formatToParts(new Date(at)).map((part) => [part.type, part.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour), minute: Number(parts.minute), second: Number(parts.second) };
}

/** How far `timeZone`'s wall clock is ahead of UTC at `at` (ms). */
function offsetAt(at: number, timeZone: string): number {
  const w = wallClock(at, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(at / 1000) * 1000;
}

/** The instant of midnight starting `year-month-day` in `timeZone`. */
export function zonedMidnight(year: number, month: number, day: number, timeZone: string): number {
  const asUtc = Date.UTC(year, month - 1, day);
  const first = asUtc - offsetAt(asUtc, timeZone);
  return asUtc - offsetAt(first, timeZone);
}

export function calendarTermAt(at: number, timeZone: string): { id: string; startsAt: number } {
  const { year, month } = wallClock(at, timeZone);
  const start = [...SEASON_STARTS].reverse().find((s) => month >= s.month)!;
  return { id: `${start.season}-${year}`, startsAt: zonedMidnight(year, start.month, 1, timeZone) };
}

/** "June 1, 2027, 12:00 AM CDT": an instant as the chapter's members and sponsors read it. */
export function formatChapterTime(at: number, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(new Date(at));
}
