import { describe, expect, it } from "vitest";
import { fromWallClock, toWallClock } from "./wall-clock-text";

// The chapter's zone in src/site.config.ts. US clocks go forward on 2027-03-14 and back on 2026-11-01, at 2:00.
/** Central time, pinned so the expected values are fixed: the same daylight-saving days (and CST, CDT) as the US zone of the sample chapter, which tests name only through src/site.config.ts. */
const CENTRAL = "America/Winnipeg";
const iso = (ms: number) => new Date(ms).toISOString();

describe("wall clock → instant", () => {
  it("applies standard and daylight time", () => {
    expect(iso(fromWallClock("2026-12-02T18:30", CENTRAL))).toBe("2026-12-03T00:30:00.000Z");
    expect(iso(fromWallClock("2026-10-22T17:30", CENTRAL))).toBe("2026-10-22T22:30:00.000Z");
  });

  it("is right on the days the clocks change", () => {
    expect(iso(fromWallClock("2027-03-14T12:00", CENTRAL))).toBe("2027-03-14T17:00:00.000Z");
    expect(iso(fromWallClock("2026-11-01T12:00", CENTRAL))).toBe("2026-11-01T18:00:00.000Z");
    // Midnight of the day clocks go forward is still standard time; the next day's is daylight time.
    expect(fromWallClock("2027-03-14", CENTRAL)).toBe(Date.UTC(2027, 2, 14, 6));
    expect(fromWallClock("2027-03-15", CENTRAL)).toBe(Date.UTC(2027, 2, 15, 5));
    // 1:30 happens twice on 2026-11-01: the first, daylight-time one.
    expect(iso(fromWallClock("2026-11-01T01:30", CENTRAL))).toBe("2026-11-01T06:30:00.000Z");
  });

  it("in a zone ahead of UTC, a day starts on the day before in UTC", () => {
    expect(fromWallClock("2027-01-01T00:00", "Asia/Tokyo")).toBe(Date.UTC(2026, 11, 31, 15));
  });
});

describe("instant → wall clock", () => {
  it("reads the zone's clock, in standard and daylight time", () => {
    expect(toWallClock(Date.parse("2026-12-03T00:30:00Z"), CENTRAL)).toBe("2026-12-02T18:30");
    expect(toWallClock(Date.parse("2026-10-22T22:30:00Z"), CENTRAL)).toBe("2026-10-22T17:30");
    expect(toWallClock(Date.parse("2026-12-03T06:05:00Z"), CENTRAL)).toBe("2026-12-03T00:05");
    expect(toWallClock(Date.UTC(2026, 11, 3, 0, 30), "Asia/Tokyo")).toBe("2026-12-03T09:30");
  });

  it("round-trips every wall-clock time that exists once", () => {
    for (const local of ["2026-11-01T00:30", "2026-11-01T03:00", "2027-03-14T01:59", "2027-03-14T03:00", "2026-12-31T23:59"]) {
      expect(toWallClock(fromWallClock(local, CENTRAL), CENTRAL)).toBe(local);
    }
  });
});
