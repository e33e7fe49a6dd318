import { describe, expect, it } from "vitest";
import { eventBadge, eventDateLabel, eventTimeLabel } from "./event-when";
import { splitEvents } from "./split-events";

describe("event dates and times, as written by the chapter", () => {
  it("labels a one-day and a multi-day event", () => {
    const evening = { start: "2026-12-02T18:30", end: "2026-12-02T20:00" };
    expect(eventDateLabel(evening)).toBe("Wednesday, December 2, 2026");
    expect(eventTimeLabel(evening)).toBe("6:30 PM – 8:00 PM");
    expect(eventBadge(evening)).toEqual({ month: "DEC", day: 2 });
    expect(eventDateLabel({ start: "2027-03-26T08:00", end: "2027-03-27T18:00" })).toBe("March 26–27, 2027");
    expect(eventTimeLabel({ start: "2027-03-26T00:05", end: "2027-03-26T12:00" })).toBe("12:05 AM – 12:00 PM");
  });

  it("splits upcoming (soonest first, until they end) from past (latest first)", () => {
    const events = [
      { id: "a", start: "2026-10-01T18:00", end: "2026-10-01T20:00" },
      { id: "b", start: "2026-12-01T18:00", end: "2026-12-01T20:00" },
      { id: "c", start: "2026-11-01T18:00", end: "2026-11-01T20:00" },
    ];
    // 2026-11-01 19:00 in Chicago (CST, UTC−6): "c" is under way, so still upcoming.
    const now = Date.parse("2026-11-02T01:00:00Z");
    const { upcoming, past } = splitEvents(events, now);
    expect(upcoming.map((e) => e.id)).toEqual(["c", "b"]);
    expect(past.map((e) => e.id)).toEqual(["a"]);
  });
});
