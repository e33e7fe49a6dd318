import { describe, expect, it } from "vitest";
import { addDays, dayAt, dayNumber, endOfDay, lastDayBefore, startOfDay } from "./days";

// The chapter's zone in src/site.config.ts: UTC-6 in standard time, UTC-5 in daylight time.
/** Central time, pinned so the expected values are fixed: the same daylight-saving days (and CST, CDT) as the US zone of the sample chapter, which tests name only through src/site.config.ts. */
const CENTRAL = "America/Winnipeg";

describe("days at the chapter", () => {
  it("the day changes at the zone's midnight, not at UTC's", () => {
    expect(dayAt(Date.UTC(2027, 0, 1, 5, 59), CENTRAL)).toBe("2026-12-31");
    expect(dayAt(Date.UTC(2027, 0, 1, 6, 0), CENTRAL)).toBe("2027-01-01");
    expect(dayAt(Date.parse("2026-12-03T00:30:00Z"), CENTRAL)).toBe("2026-12-02");
    expect(dayAt(Date.parse("2026-11-23T03:00:00Z"), CENTRAL)).toBe("2026-11-22");
    expect(dayAt(Date.parse("2026-12-03T00:30:00Z"), "Asia/Tokyo")).toBe("2026-12-03");
  });

  it("starts at local midnight on both sides of a change of daylight saving time", () => {
    expect(startOfDay("2027-03-14", CENTRAL)).toBe(Date.UTC(2027, 2, 14, 6)); // CST, the day clocks go forward
    expect(startOfDay("2027-03-15", CENTRAL)).toBe(Date.UTC(2027, 2, 15, 5)); // CDT
    expect(startOfDay("2027-01-01", "Asia/Tokyo")).toBe(Date.UTC(2026, 11, 31, 15));
    expect(startOfDay("2027-08-01", "UTC")).toBe(Date.UTC(2027, 7, 1));
  });

  it("ends at the next midnight: 23 or 25 hours on the days the clocks change", () => {
    expect(endOfDay("2026-12-31", CENTRAL)).toBe(Date.UTC(2027, 0, 1, 6));
    expect(endOfDay("2027-03-14", CENTRAL) - startOfDay("2027-03-14", CENTRAL)).toBe(23 * 3_600_000);
    expect(endOfDay("2026-11-01", CENTRAL) - startOfDay("2026-11-01", CENTRAL)).toBe(25 * 3_600_000);
    expect(lastDayBefore(endOfDay("2026-12-18", CENTRAL), CENTRAL)).toBe("2026-12-18");
    expect(lastDayBefore(Date.parse("2027-06-01T05:00:00Z"), CENTRAL)).toBe("2027-05-31");
  });
});

describe("calendar arithmetic", () => {
  it("moves days and wall-clock times by whole days, across months, years and clock changes", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-10-28T18:30", 7)).toBe("2026-11-04T18:30"); // US clocks go back on 2026-11-01
    expect(addDays("2026-12-29T09:00", 7)).toBe("2027-01-05T09:00");
    expect(addDays("2027-03-01", -1)).toBe("2027-02-28");
  });

  it("counts days since 1970-01-01, with or without a time", () => {
    expect(dayNumber("1970-01-02")).toBe(1);
    expect(dayNumber("2026-09-03T18:00") - dayNumber("2026-08-27")).toBe(7);
  });
});
