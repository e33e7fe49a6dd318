import { describe, expect, it } from "vitest";
import { addDays, dayAt } from "../../src/shared/time/days";
import { toWallClock } from "../../src/shared/time/wall-clock-text";
import { EVENTS } from "./events";
import { shiftEvents, weeksToShift } from "./shift-events";
import { site } from "../../src/site.config";

const DAY_MS = 24 * 60 * 60 * 1000;
/** 0 (Sunday) to 6: the weekday of a calendar day. */
const weekday = (day: string) => new Date(`${day.slice(0, 10)}T12:00:00Z`).getUTCDay();

describe("the local seed's dates", () => {
  // Days spread over two years, including both daylight-saving changes.
  const todays = Array.from({ length: 25 }, (_, i) => new Date(Date.UTC(2026, 0, 1) + i * 29 * DAY_MS + i * 3_600_000));

  it("always leaves upcoming and past events around today", () => {
    for (const today of todays) {
      const shifted = shiftEvents(EVENTS, today);
      const upcoming = shifted.filter((event) => event.endsAt > today.getTime());
      const past = shifted.filter((event) => event.endsAt <= today.getTime());
      expect(upcoming.length, today.toISOString()).toBeGreaterThanOrEqual(3);
      expect(past.length, today.toISOString()).toBeGreaterThanOrEqual(3);
    }
  });

  it("moves every event by the same whole weeks: weekdays, local times, order and gaps stay", () => {
    for (const today of todays) {
      const shifted = shiftEvents(EVENTS, today);
      const weeks = weeksToShift(EVENTS, today);
      shifted.forEach((event, i) => {
        const original = EVENTS[i]!;
        expect(event.start).toBe(addDays(original.start, weeks * 7));
        expect(event.start.slice(11)).toBe(original.start.slice(11));
        expect(weekday(event.start)).toBe(weekday(original.start));
        // The instant shows the written local time in the chapter's zone, whatever the season.
        expect(toWallClock(event.startsAt, site.timeZone)).toBe(event.start);
        expect(toWallClock(event.endsAt, site.timeZone)).toBe(event.end);
        expect(weekday(dayAt(event.startsAt, site.timeZone))).toBe(weekday(original.start));
        expect(event.endsAt).toBeGreaterThan(event.startsAt);
      });
    }
  });

  it("follows today by whole weeks", () => {
    const base = new Date("2026-06-01T17:00:00Z");
    const weeks = weeksToShift(EVENTS, base);
    expect(weeksToShift(EVENTS, new Date(base.getTime() + 14 * DAY_MS))).toBe(weeks + 2);
  });
});
