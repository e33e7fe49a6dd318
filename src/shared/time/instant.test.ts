import { describe, expect, it } from "vitest";
import { toEpochMs } from "./instant";

describe("an instant as callers hold it", () => {
  it("is epoch ms, an API string or a Date", () => {
    const ms = Date.UTC(2026, 11, 1, 23);
    expect([toEpochMs(ms), toEpochMs("2026-12-01T23:00:00Z"), toEpochMs(new Date(ms))]).toEqual([ms, ms, ms]);
  });
});
