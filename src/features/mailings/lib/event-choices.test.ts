import { describe, expect, it } from "vitest";
import { eventsByDate } from "./event-choices";

const at = Date.parse("2026-10-10T12:00:00Z");
const event = (title: string, startsAt: string) => ({ title, startsAt });

describe("eventsByDate", () => {
  it("puts what comes next first, the nearest first, then the past ones, the latest first", () => {
    const events = [
      event("Past, long ago", "2026-08-01T18:00:00Z"),
      event("Next month", "2026-11-10T18:00:00Z"),
      event("Yesterday", "2026-10-09T18:00:00Z"),
      event("Tomorrow", "2026-10-11T18:00:00Z"),
      event("Next week", "2026-10-17T18:00:00Z"),
    ];
    const { upcoming, past } = eventsByDate(events, at);
    expect(upcoming.map((e) => e.title)).toEqual(["Tomorrow", "Next week", "Next month"]);
    expect(past.map((e) => e.title)).toEqual(["Yesterday", "Past, long ago"]);
  });

  it("counts an event starting now as upcoming, and leaves the list given alone", () => {
    const events = [event("Later", "2026-10-12T00:00:00Z"), event("Now", "2026-10-10T12:00:00Z")];
    expect(eventsByDate(events, at).upcoming.map((e) => e.title)).toEqual(["Now", "Later"]);
    expect(events.map((e) => e.title)).toEqual(["Later", "Now"]);
  });
});
