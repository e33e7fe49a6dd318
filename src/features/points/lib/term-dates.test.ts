import { describe, expect, it } from "vitest";
import { firstDayOf, firstDayToStart, lastDayOf, lastDayToEnd, termDays } from "./term-dates";

// The chapter is in America/Chicago (src/site.config.ts).
describe("a term's days at the chapter and its instants in UTC", () => {
  it("starts at midnight of the first day and ends at midnight after the last, at the chapter", () => {
    expect(firstDayToStart("2026-08-24")).toBe("2026-08-24T05:00:00Z");
    // Daylight saving time has ended by December: midnight is 06:00 UTC.
    expect(lastDayToEnd("2026-12-18")).toBe("2026-12-19T06:00:00Z");
    expect(lastDayToEnd("2026-12-31")).toBe("2027-01-01T06:00:00Z");
  });

  it("reads the same days back", () => {
    const term = { startsAt: firstDayToStart("2026-08-24"), endsAt: lastDayToEnd("2026-12-18") };
    expect(firstDayOf(term)).toBe("2026-08-24");
    expect(lastDayOf(term)).toBe("2026-12-18");
    expect(termDays(term)).toMatch(/Aug 24.*Dec 18, 2026/);
  });

  it("leaves what is not a date for the schema to refuse", () => {
    expect(firstDayToStart("")).toBe("");
    expect(lastDayToEnd("soon")).toBe("soon");
  });
});
