import { describe, expect, it } from "vitest";
import { dayAt, startOfDay } from "../../src/shared/time/days";
import { site } from "../../src/site.config";
import { termsAround } from "./seed-terms";

const DAY_MS = 24 * 60 * 60 * 1000;

describe("the local seed's terms", () => {
  it("are past, current and next around today, back to back, named by season and year", () => {
    for (let i = 0; i < 40; i += 1) {
      const today = new Date(Date.UTC(2026, 0, 1) + i * 19 * DAY_MS + i * 3_600_000);
      const [past, current, next] = termsAround(today);
      expect(current!.startsAt, today.toISOString()).toBeLessThanOrEqual(today.getTime());
      expect(current!.endsAt, today.toISOString()).toBeGreaterThan(today.getTime());
      expect(past!.endsAt).toBe(current!.startsAt);
      expect(current!.endsAt).toBe(next!.startsAt);
      for (const term of [past!, current!, next!]) {
        expect(term.name).toMatch(/^(Spring|Summer|Fall) \d{4}$/);
        expect(term.endsAt - term.startsAt).toBeGreaterThan(80 * DAY_MS);
        expect(term.endsAt - term.startsAt).toBeLessThan(140 * DAY_MS);
      }
    }
  });

  it("start at midnight at the chapter (src/site.config.ts timeZone) on the term's first day", () => {
    const [, current] = termsAround(new Date("2026-11-23T12:00:00Z"));
    expect(current).toEqual({
      name: "Fall 2026",
      startsAt: startOfDay("2026-08-16", site.timeZone),
      endsAt: startOfDay("2027-01-01", site.timeZone),
    });
    // Midnight there, in any zone: the instant is on the first day, the one before it on the day before.
    expect(dayAt(current!.startsAt, site.timeZone)).toBe("2026-08-16");
    expect(dayAt(current!.startsAt - 1, site.timeZone)).toBe("2026-08-15");
  });
});
