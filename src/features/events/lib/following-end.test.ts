import { describe, expect, it } from "vitest";
import { addDays, endOfDay, startOfDay } from "~/shared/time/days";
import { site } from "~/site.config";
import { followingEnd } from "./following-end";

/** The day of 2026 on which the chapter's clocks go back an hour (src/site.config.ts timeZone), if they do. */
function fallBackDay(): string | undefined {
  for (let day = "2026-08-01"; day < "2027-01-01"; day = addDays(day, 1)) {
    if (endOfDay(day, site.timeZone) - startOfDay(day, site.timeZone) > 24 * 3_600_000) return day;
  }
  return undefined;
}

describe("the event form's end follows its start", () => {
  it("keeps the event's length when the start moves, also to another day", () => {
    expect(followingEnd("2026-12-02T18:30", "2026-12-02T19:00", "2026-12-02T20:00")).toBe("2026-12-02T20:30");
    expect(followingEnd("2026-12-02T18:30", "2026-12-09T18:30", "2026-12-02T20:00")).toBe("2026-12-09T20:00");
    expect(followingEnd("2026-12-02T22:30", "2026-12-02T23:30", "2026-12-03T00:30")).toBe("2026-12-03T01:30");
  });

  it("gives an hour when there is no length yet: no end, no start before, or an end not after the start", () => {
    expect(followingEnd("", "2026-12-02T18:30", "")).toBe("2026-12-02T19:30");
    expect(followingEnd("", "2026-12-02T18:30", "2026-12-02T20:00")).toBe("2026-12-02T19:30");
    expect(followingEnd("2026-12-02T18:30", "2026-12-02T17:00", "2026-12-02T18:00")).toBe("2026-12-02T18:00");
  });

  it("keeps real time across the change of daylight saving time (on the night the chapter's clocks go back, where they do)", () => {
    // Three hours from 00:30 on the night the clocks go back an hour end at 02:30 on the clock (03:30 where they do not).
    const day = fallBackDay();
    const on = day ?? "2026-11-01";
    const before = addDays(on, -1);
    expect(followingEnd(`${before}T18:00`, `${on}T00:30`, `${before}T21:00`)).toBe(day ? `${on}T02:30` : `${on}T03:30`);
    if (day) expect(endOfDay(day, site.timeZone) - startOfDay(day, site.timeZone)).toBe(25 * 3_600_000);
  });

  it("leaves the end alone while the start is incomplete", () => {
    expect(followingEnd("2026-12-02T18:30", "", "2026-12-02T20:00")).toBeUndefined();
    expect(followingEnd("2026-12-02T18:30", "2026-12-02T1", "2026-12-02T20:00")).toBeUndefined();
  });
});
