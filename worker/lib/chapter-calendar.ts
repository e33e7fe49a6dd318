import { startOfDay } from "../../src/shared/time/days";
import { wallClockAt } from "../../src/shared/time/wall-clock";

/**
 * "This term" for the résumé book's statistics: the calendar season of the
 * chapter's time zone — spring from 1 January, summer from 1 June, fall from
 * 1 August — named as the content names terms ("fall-2026"). The book itself
 * has no terms (it is whoever is opted in now); see decision 030.
 */
const SEASON_STARTS = [
  { season: "spring", month: "01" },
  { season: "summer", month: "06" },
  { season: "fall", month: "08" },
] as const;

export function calendarTermAt(at: number, timeZone: string): { id: string; startsAt: number } {
  const { year, month } = wallClockAt(at, timeZone);
  const start = [...SEASON_STARTS].reverse().find((s) => month >= Number(s.month))!;
  return { id: `${start.season}-${year}`, startsAt: startOfDay(`${year}-${start.month}-01`, timeZone) };
}
