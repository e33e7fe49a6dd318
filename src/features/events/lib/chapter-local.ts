import { wallClockAt, zonedTimeToUtc } from "~/lib/zoned-time";
import { site } from "~/site.config";

/**
 * The event form's times are wall-clock times where the chapter is
 * (`<input type="datetime-local">`, "2026-12-02T18:30"), whatever the
 * officer's own device says; the API speaks UTC ("2026-12-03T00:30:00Z").
 */

/** "2026-12-02T18:30" at the chapter → "2026-12-03T00:30:00Z"; undefined for an empty field. */
export function chapterLocalToUtc(local: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return local.trim() === "" ? undefined : local;
  return zonedTimeToUtc(local, site.timeZone).toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** "2026-12-03T00:30:00Z" → "2026-12-02T18:30", the chapter's wall clock at that instant. */
export function utcToChapterLocal(instant: string): string {
  const clock = wallClockAt(new Date(instant), site.timeZone);
  const two = (value: number) => String(value).padStart(2, "0");
  return `${clock.year}-${two(clock.month)}-${two(clock.day)}T${two(clock.hour)}:${two(clock.minute)}`;
}

/** The same wall-clock time `days` later ("same time next week" stays 6:30 PM across a change of daylight saving time). */
export function addDaysLocal(local: string, days: number): string {
  const [date = "", time = "00:00"] = local.split("T");
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const moved = new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
  return `${moved}T${time}`;
}
