import { describe, expect, it } from "vitest";
import { inOrAfter, termLabel } from "./past-terms";
import { listFrom, previousTerm, termOf } from "./terms";

// The chapter is in America/Chicago (src/site.config.ts): seasons go by its calendar.
const at = (iso: string) => new Date(iso);

describe("terms by season, until the API has them", () => {
  it("names the term of an instant by the date where the chapter is", () => {
    expect(termOf(at("2026-11-24T12:00:00Z"))).toEqual({ season: "Fall", year: 2026 });
    expect(termOf(at("2027-01-01T12:00:00Z"))).toEqual({ season: "Spring", year: 2027 });
    expect(termOf(at("2027-06-15T12:00:00Z"))).toEqual({ season: "Summer", year: 2027 });
    // 1 September, 02:00 UTC is still 31 August in Chicago: summer.
    expect(termOf(at("2026-09-01T02:00:00Z"))).toEqual({ season: "Summer", year: 2026 });
    expect(termOf(at("2026-09-01T06:00:00Z"))).toEqual({ season: "Fall", year: 2026 });
  });

  it("knows the term before, across the new year", () => {
    expect(previousTerm({ season: "Fall", year: 2026 })).toEqual({ season: "Summer", year: 2026 });
    expect(previousTerm({ season: "Summer", year: 2026 })).toEqual({ season: "Spring", year: 2026 });
    expect(previousTerm({ season: "Spring", year: 2027 })).toEqual({ season: "Fall", year: 2026 });
    expect(termLabel({ season: "Fall", year: 2026 })).toBe("Fall 2026");
  });

  it("the list starts the day before the previous term, and stays the same address all term", () => {
    expect(listFrom(at("2026-11-24T12:00:00Z"))).toBe("2026-05-31T00:00:00Z");
    expect(listFrom(at("2026-09-01T06:00:00Z"))).toBe("2026-05-31T00:00:00Z");
    expect(listFrom(at("2026-12-31T23:00:00Z"))).toBe("2026-05-31T00:00:00Z");
    expect(listFrom(at("2027-02-10T12:00:00Z"))).toBe("2026-08-31T00:00:00Z");
    expect(listFrom(at("2027-07-04T12:00:00Z"))).toBe("2026-12-31T00:00:00Z");
  });

  it("tells whether an event is in a term or later", () => {
    const summer = { season: "Summer", year: 2026 } as const;
    expect(inOrAfter(at("2026-06-01T12:00:00Z"), summer)).toBe(true);
    expect(inOrAfter(at("2026-05-31T12:00:00Z"), summer)).toBe(false);
    expect(inOrAfter(at("2027-01-05T12:00:00Z"), summer)).toBe(true);
    expect(inOrAfter(at("2025-12-05T12:00:00Z"), summer)).toBe(false);
  });
});
