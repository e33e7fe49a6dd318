import { describe, expect, it } from "vitest";
import { site } from "../../src/site.config";
import { EVENTS } from "./events";
import { addDays, localDate, shiftEvents, weeksToShift } from "./shift-events";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Weekday and local time of an instant where the chapter is. */
const localParts = (ms: number) =>
  new Intl.DateTimeFormat("en-US", { timeZone: site.timeZone, weekday: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(ms);

describe("the local seed's dates", () => {
  // Days spread over two years, including both daylight-saving changes.
  const todays = Array.from({ length: 25 }, (_, i) => new Date(Date.UTC(2026, 0, 1) + i * 29 * DAY_MS + i * 3_600_000));

  it("always leaves upcoming and past events around today", () => {
    for (const today of todays) {
      const shifted = shiftEvents(EVENTS, today, site.timeZone);
      const upcoming = shifted.filter((event) => event.endsAt > today.getTime());
      const past = shifted.filter((event) => event.endsAt <= today.getTime());
      expect(upcoming.length, today.toISOString()).toBeGreaterThanOrEqual(3);
      expect(past.length, today.toISOString()).toBeGreaterThanOrEqual(3);
    }
  });

  it("moves every event by the same whole weeks: weekdays, local times, order and gaps stay", () => {
    for (const today of todays) {
      const shifted = shiftEvents(EVENTS, today, site.timeZone);
      const weeks = weeksToShift(EVENTS, today, site.timeZone);
      shifted.forEach((event, i) => {
        const original = EVENTS[i]!;
        expect(event.start).toBe(addDays(original.start, weeks * 7));
        expect(event.start.slice(11)).toBe(original.start.slice(11));
        const weekday = (local: string) => new Date(`${local.slice(0, 10)}T12:00:00Z`).getUTCDay();
        expect(weekday(event.start)).toBe(weekday(original.start));
        expect(localParts(event.startsAt).slice(0, 3)).toBe(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][weekday(original.start)]);
        // The instant shows the written local time in the chapter's zone, whatever the season.
        expect(localParts(event.startsAt).slice(-5)).toBe(original.start.slice(11));
        expect(localParts(event.endsAt).slice(-5)).toBe(original.end.slice(11));
        expect(event.endsAt).toBeGreaterThan(event.startsAt);
      });
    }
  });

  it("is the identity when today is already the middle, and follows today by whole weeks", () => {
    expect(addDays("2026-12-30T18:00", 7)).toBe("2027-01-06T18:00");
    expect(localDate(new Date("2026-11-23T03:00:00Z"), site.timeZone)).toBe("2026-11-22");
    const base = new Date("2026-06-01T17:00:00Z");
    const weeks = weeksToShift(EVENTS, base, site.timeZone);
    expect(weeksToShift(EVENTS, new Date(base.getTime() + 14 * DAY_MS), site.timeZone)).toBe(weeks + 2);
  });
});
