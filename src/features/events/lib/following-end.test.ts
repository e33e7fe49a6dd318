import { describe, expect, it } from "vitest";
import { followingEnd } from "./following-end";

// The chapter is in America/Chicago (src/site.config.ts).
describe("the event form's end follows its start", () => {
  it("keeps the event's length when the start moves, also to another day", () => {
    expect(followingEnd("2026-12-02T18:30", "2026-12-02T19:00", "2026-12-02T20:00")).toBe("2026-12-02T20:30");
    expect(followingEnd("2026-12-02T18:30", "2026-12-09T18:30", "2026-12-02T20:00")).toBe("2026-12-09T20:00");
    expect(followingEnd("2026-12-02T22:30", "2026-12-02T23:30", "2026-12-03T00:30")).toBe("2026-12-03T01:30");
  });

  it("gives an hour when there is no length yet: no end, no start before, or an end not after the start", () => {
    expect(followingEnd("", "2026-12-02T18:30", "")).toBe("2026-12-02T19:30");
    expect(followingEnd("", "2026-12-02T18:30", "2026-12-02T20:00")).toBe("2026-12-02T19:30");
    expect(followingEnd("2026-12-02T18:30", "2026-12-02T17:00", "2026-12-02T18:00")).toBe("2026-12-02T18:00");
  });

  it("keeps real time across the change of daylight saving time (US clocks go back on 2026-11-01 at 2:00)", () => {
    expect(followingEnd("2026-10-31T18:00", "2026-11-01T00:30", "2026-10-31T21:00")).toBe("2026-11-01T02:30");
  });

  it("leaves the end alone while the start is incomplete", () => {
    expect(followingEnd("2026-12-02T18:30", "", "2026-12-02T20:00")).toBeUndefined();
    expect(followingEnd("2026-12-02T18:30", "2026-12-02T1", "2026-12-02T20:00")).toBeUndefined();
  });
});
