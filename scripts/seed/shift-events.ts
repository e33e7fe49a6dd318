import { addDays, dayAt, dayNumber } from "../../src/shared/time/days";
import { fromWallClock } from "../../src/shared/time/wall-clock-text";
import { site } from "../../src/site.config";

/**
 * The local seed's events are the old content file's, whose dates are fixed
 * (autumn 2026 to spring 2027). Moved by whole weeks so that today falls in
 * the middle of them, a local site always has upcoming and past events, on
 * the same weekdays and at the same local times as written (wall-clock
 * times where the chapter is, src/shared/time).
 */

type Local = { start: string; end: string };

/** Whole weeks that bring the middle of the events' dates closest to today (at the chapter). */
export function weeksToShift(events: readonly Local[], today: Date): number {
  const starts = events.map((event) => dayNumber(event.start));
  const middle = (Math.min(...starts) + Math.max(...starts)) / 2;
  return Math.round((dayNumber(dayAt(today.getTime(), site.timeZone)) - middle) / 7);
}

/** Each event moved by the same whole number of weeks, with its instants (UTC) at the chapter. */
export function shiftEvents<E extends Local>(events: readonly E[], today: Date) {
  const days = weeksToShift(events, today) * 7;
  return events.map((event) => {
    const start = addDays(event.start, days);
    const end = addDays(event.end, days);
    return { ...event, start, end, startsAt: fromWallClock(start, site.timeZone), endsAt: fromWallClock(end, site.timeZone) };
  });
}
