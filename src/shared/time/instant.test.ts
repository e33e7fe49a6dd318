import { describe, expect, it } from "vitest";
import { toEpochMs } from "./instant";
import { formatUtcInstant } from "./utc-instant";

describe("an instant as answers carry it", () => {
  it("reads back as the epoch ms it was written from, milliseconds included", () => {
    const ms = Date.UTC(2026, 11, 1, 23, 0, 0, 250);
    expect(toEpochMs(formatUtcInstant(ms))).toBe(ms);
    expect(toEpochMs("2026-12-01T23:00:00Z")).toBe(Date.UTC(2026, 11, 1, 23));
  });
});
