import { describe, expect, it } from "vitest";
import { dayFieldsToRange, rangeToDayFields, wallClockFieldToUtc, zoneCity } from "./form-fields";

// The chapter's zone in src/site.config.ts.
/** Central time, pinned so the expected values are fixed: the same daylight-saving days (and CST, CDT) as the US zone of the sample chapter, which tests name only through src/site.config.ts. */
const CENTRAL = "America/Winnipeg";

describe("an event's times as the form holds them", () => {
  it("the chapter's wall clock → UTC, in standard and daylight time", () => {
    expect(wallClockFieldToUtc("2026-12-02T18:30", CENTRAL)).toBe("2026-12-03T00:30:00.000Z");
    expect(wallClockFieldToUtc("2026-10-22T17:30", CENTRAL)).toBe("2026-10-22T22:30:00.000Z");
    expect(wallClockFieldToUtc("2026-11-04T18:30", CENTRAL)).toBe("2026-11-05T00:30:00.000Z");
  });

  it("an empty field is missing (the schema says so); anything else goes to the schema as typed", () => {
    expect(wallClockFieldToUtc("", CENTRAL)).toBeUndefined();
    expect(wallClockFieldToUtc("tomorrow", CENTRAL)).toBe("tomorrow");
  });
});

describe("a range of days as the form holds them (terms, sponsors' access windows)", () => {
  it("runs from midnight of the first day to midnight after the last, at the chapter, daylight saving included", () => {
    expect(dayFieldsToRange("2026-08-24", "2026-12-18", CENTRAL)).toEqual({ startsAt: "2026-08-24T05:00:00.000Z", endsAt: "2026-12-19T06:00:00.000Z" });
    expect(dayFieldsToRange("2027-01-10", "2027-05-31", CENTRAL)).toEqual({ startsAt: "2027-01-10T06:00:00.000Z", endsAt: "2027-06-01T05:00:00.000Z" });
    expect(dayFieldsToRange("2026-12-31", "2026-12-31", CENTRAL)).toEqual({ startsAt: "2026-12-31T06:00:00.000Z", endsAt: "2027-01-01T06:00:00.000Z" });
  });

  it("reads back as the same two days", () => {
    expect(rangeToDayFields(dayFieldsToRange("2026-08-24", "2026-12-18", CENTRAL), CENTRAL)).toEqual({ firstDay: "2026-08-24", lastDay: "2026-12-18" });
    expect(rangeToDayFields({ startsAt: "2027-01-10T06:00:00.000Z", endsAt: "2027-06-01T05:00:00.000Z" }, CENTRAL)).toEqual({
      firstDay: "2027-01-10",
      lastDay: "2027-05-31",
    });
  });

  it("leaves what is not a day for the schema to refuse", () => {
    expect(dayFieldsToRange("", "2027-05-31", CENTRAL).startsAt).toBe("");
    expect(dayFieldsToRange("2027-01-10", "31/05/2027", CENTRAL).endsAt).toBe("31/05/2027");
    expect(dayFieldsToRange("2027-01-10", "soon", CENTRAL).endsAt).toBe("soon");
  });
});

describe("zone names", () => {
  it("names a zone by its city, as forms do", () => {
    expect(zoneCity(CENTRAL)).toBe("Winnipeg");
    expect(zoneCity("America/Argentina/Buenos_Aires")).toBe("Buenos Aires");
  });
});
