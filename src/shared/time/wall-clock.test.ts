import { describe, expect, it } from "vitest";
import { wallClockAt } from "./wall-clock";

// The chapter's zone in src/site.config.ts: UTC-6 in standard time, UTC-5 in daylight time.
/** Central time, pinned so the expected values are fixed: the same daylight-saving days (and CST, CDT) as the US zone of the sample chapter, which tests name only through src/site.config.ts. */
const CENTRAL = "America/Winnipeg";

describe("the wall clock at an instant", () => {
  it("gives the parts, month 1–12 and hour 0–23", () => {
    expect(wallClockAt(Date.UTC(2027, 0, 1, 5, 59, 30), CENTRAL)).toEqual({ year: 2026, month: 12, day: 31, hour: 23, minute: 59, second: 30 });
    expect(wallClockAt(Date.parse("2026-12-03T06:05:00Z"), CENTRAL)).toMatchObject({ day: 3, hour: 0, minute: 5 }); // just after midnight: 0, never 24
  });
});
