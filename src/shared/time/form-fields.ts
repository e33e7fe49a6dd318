import { DAY_PATTERN, dayAt, endOfDay, lastDayBefore, startOfDay } from "./days";
import { toEpochMs } from "./instant";
import { formatUtcInstant } from "./utc-instant";
import { fromWallClock, WALL_CLOCK_PATTERN } from "./wall-clock-text";

/**
 * What officers type into date and time fields — wall-clock times and days
 * in the chapter's zone (`site.timeZone`), whatever their own device's —
 * and the UTC instants the API takes. Text that is not a time or a day goes
 * on as typed, for the request's schema to refuse with its own message.
 */

/** "2026-12-02T18:30" at the chapter → "2026-12-03T00:30:00Z"; undefined for an empty field. */
export function wallClockFieldToUtc(local: string, timeZone: string): string | undefined {
  if (!WALL_CLOCK_PATTERN.test(local)) return local.trim() === "" ? undefined : local;
  return formatUtcInstant(fromWallClock(local, timeZone));
}

/**
 * A first and a last day → the range they cover, [midnight starting the
 * first, midnight after the last), so that consecutive ranges (one's last
 * day, the next's first) touch without overlapping.
 */
export function dayFieldsToRange(firstDay: string, lastDay: string, timeZone: string): { startsAt: string; endsAt: string } {
  return {
    startsAt: DAY_PATTERN.test(firstDay) ? formatUtcInstant(startOfDay(firstDay, timeZone)) : firstDay,
    endsAt: DAY_PATTERN.test(lastDay) ? formatUtcInstant(endOfDay(lastDay, timeZone)) : lastDay,
  };
}

/** A range the API gave back → its first and last day (its end is exclusive: the last day is the one before). */
export function rangeToDayFields(range: { startsAt: string; endsAt: string }, timeZone: string): { firstDay: string; lastDay: string } {
  return { firstDay: dayAt(toEpochMs(range.startsAt), timeZone), lastDay: lastDayBefore(toEpochMs(range.endsAt), timeZone) };
}

/** "America/Argentina/Buenos_Aires" → "Buenos Aires": how forms name a zone to people. */
export function zoneCity(timeZone: string): string {
  return timeZone.split("/").pop()!.replace(/_/g, " ");
}
