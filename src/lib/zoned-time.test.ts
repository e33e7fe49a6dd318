import { describe, expect, it } from "vitest";
import { zonedTimeToUtc } from "./zoned-time";

describe("zonedTimeToUtc", () => {
  it("applies standard and daylight time", () => {
    expect(zonedTimeToUtc("2026-12-02T18:30", "America/Chicago").toISOString()).toBe("2026-12-03T00:30:00.000Z");
    expect(zonedTimeToUtc("2026-10-22T17:30", "America/Chicago").toISOString()).toBe("2026-10-22T22:30:00.000Z");
  });

  it("is right on the days the clocks change", () => {
    // 2027-03-14: clocks go forward at 2:00; 2026-11-01: back at 2:00 (US).
    expect(zonedTimeToUtc("2027-03-14T12:00", "America/Chicago").toISOString()).toBe("2027-03-14T17:00:00.000Z");
    expect(zonedTimeToUtc("2026-11-01T12:00", "America/Chicago").toISOString()).toBe("2026-11-01T18:00:00.000Z");
  });
});
