import { describe, expect, it } from "vitest";
import { calendarTermAt } from "./chapter-calendar";

describe("calendarTermAt", () => {
  it("names the season of the chapter's wall clock and when it began there", () => {
    // 2027-01-01 05:59Z is still 31 December 2026 in Chicago (UTC-6): fall 2026.
    expect(calendarTermAt(Date.UTC(2027, 0, 1, 5, 59), "America/Chicago")).toEqual({
      id: "fall-2026",
      startsAt: Date.UTC(2026, 7, 1, 5, 0), // 1 August, CDT (UTC-5)
    });
    expect(calendarTermAt(Date.UTC(2027, 0, 1, 6, 0), "America/Chicago")).toEqual({
      id: "spring-2027",
      startsAt: Date.UTC(2027, 0, 1, 6, 0),
    });
    expect(calendarTermAt(Date.UTC(2027, 5, 15), "America/Chicago").id).toBe("summer-2027");
    expect(calendarTermAt(Date.UTC(2027, 7, 1, 12), "UTC")).toEqual({ id: "fall-2027", startsAt: Date.UTC(2027, 7, 1) });
  });
});
