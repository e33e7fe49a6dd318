import { describe, expect, it } from "vitest";
import { formatUtcInstant, parseUtcInstant } from "./utc-instant";

describe("instants as the API writes them", () => {
  it("reads UTC instants to whole seconds and writes them with milliseconds, as every answer does", () => {
    expect(parseUtcInstant("2026-12-01T23:00:00Z")).toBe(Date.UTC(2026, 11, 1, 23));
    expect(parseUtcInstant("2026-12-01T23:00Z")).toBe(Date.UTC(2026, 11, 1, 23));
    expect(formatUtcInstant(Date.UTC(2026, 11, 1, 23))).toBe("2026-12-01T23:00:00.000Z");
    expect(formatUtcInstant(Date.UTC(2026, 11, 1, 23, 0, 5, 42))).toBe("2026-12-01T23:00:05.042Z");
  });

  it("refuses local times, offsets and dates that do not exist", () => {
    for (const text of ["2026-12-01T23:00:00", "2026-12-01T23:00:00+01:00", "2026-02-30T10:00:00Z", "2026-12-01T24:00:00Z", ""]) {
      expect(parseUtcInstant(text), text).toBeUndefined();
    }
  });
});
