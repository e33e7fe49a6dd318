import { fromWallClock, toWallClock, WALL_CLOCK_PATTERN } from "~/shared/time/wall-clock-text";
import { site } from "~/site.config";

/** How long a new event lasts until the officer says otherwise. */
export const DEFAULT_EVENT_MINUTES = 60;

const instant = (local: string) => (WALL_CLOCK_PATTERN.test(local) ? fromWallClock(local, site.timeZone) : Number.NaN);

/**
 * The event form's end when its start moves from `before` to `after` (all
 * chapter wall-clock times, "2026-12-02T18:30"): the same length as before,
 * so moving an evening talk by a day moves its end too; an hour when there
 * was no length yet (no end, or an end not after the start). Lengths are
 * real time, so a start moved across a change of daylight saving time keeps
 * the event as long as it was. Undefined while the new start is incomplete.
 */
export function followingEnd(before: string, after: string, end: string): string | undefined {
  const start = instant(after);
  if (Number.isNaN(start)) return undefined;
  const length = instant(end) - instant(before);
  const kept = length > 0 ? length : DEFAULT_EVENT_MINUTES * 60_000;
  return toWallClock(start + kept, site.timeZone);
}
