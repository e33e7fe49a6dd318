import { describe, expect, it } from "vitest";
import { addDaysLocal, chapterLocalToUtc, utcToChapterLocal } from "./chapter-local";

// The chapter is in America/Chicago (src/site.config.ts).
describe("the event form's times, at the chapter", () => {
  it("converts the chapter's wall clock to UTC and back, in standard and daylight time", () => {
    expect(chapterLocalToUtc("2026-12-02T18:30")).toBe("2026-12-03T00:30:00Z");
    expect(chapterLocalToUtc("2026-10-22T17:30")).toBe("2026-10-22T22:30:00Z");
    expect(utcToChapterLocal("2026-12-03T00:30:00Z")).toBe("2026-12-02T18:30");
    expect(utcToChapterLocal("2026-10-22T22:30:00Z")).toBe("2026-10-22T17:30");
    expect(utcToChapterLocal("2026-12-03T06:05:00Z")).toBe("2026-12-03T00:05");
  });

  it("an empty field is missing (the schema says so); anything else goes to the schema as typed", () => {
    expect(chapterLocalToUtc("")).toBeUndefined();
    expect(chapterLocalToUtc("tomorrow")).toBe("tomorrow");
  });

  it("same time next week keeps the wall-clock time across the change of daylight saving time", () => {
    // US clocks go back on 2026-11-01.
    const week = addDaysLocal("2026-10-28T18:30", 7);
    expect(week).toBe("2026-11-04T18:30");
    expect(chapterLocalToUtc(week)).toBe("2026-11-05T00:30:00Z");
    expect(addDaysLocal("2026-12-29T09:00", 7)).toBe("2027-01-05T09:00");
  });
});
