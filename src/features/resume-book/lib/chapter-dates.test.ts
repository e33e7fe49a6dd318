import { describe, expect, it } from "vitest";
import { daysOfWindow, windowFromDays } from "./chapter-dates";

describe("access windows in the chapter's time zone (America/Chicago)", () => {
  it("runs from the start of the first day to the end of the last, daylight saving included", () => {
    expect(windowFromDays("2027-01-10", "2027-05-31")).toEqual({ from: "2027-01-10T06:00:00.000Z", until: "2027-06-01T05:00:00.000Z" });
    expect(windowFromDays("2026-12-31", "2026-12-31")).toEqual({ from: "2026-12-31T06:00:00.000Z", until: "2027-01-01T06:00:00.000Z" });
  });

  it("reads back as the same two days", () => {
    expect(daysOfWindow({ from: "2027-01-10T06:00:00Z", until: "2027-06-01T05:00:00Z" })).toEqual({ firstDay: "2027-01-10", lastDay: "2027-05-31" });
  });

  it("leaves a missing or malformed date empty, for the schema to say so", () => {
    expect(windowFromDays("", "2027-05-31").from).toBe("");
    expect(windowFromDays("2027-01-10", "31/05/2027").until).toBe("");
  });
});
