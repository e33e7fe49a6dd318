import { describe, expect, it } from "vitest";
import { windowPhase } from "~/shared/checkin-window";
import type { CheckinEvent } from "./event-window";

const event = (fields: Partial<CheckinEvent> = {}): CheckinEvent => ({
  id: "ev_x",
  slug: "x",
  title: "X",
  startsAt: "2026-12-02T00:00:00Z",
  endsAt: "2026-12-02T02:00:00Z",
  status: "scheduled",
  checkinOpensMinutesBefore: 15,
  checkinClosesMinutesAfter: 30,
  ...fields,
});
const at = (iso: string) => Date.parse(iso);

describe("the check-in window as the page guesses it", () => {
  it("opens 15 minutes before the start and closes 30 after the end, with a minute's slack left to the server", () => {
    expect(windowPhase(event(), at("2026-12-01T23:43:59Z"))).toBe("before");
    expect(windowPhase(event(), at("2026-12-01T23:44:00Z"))).toBe("open");
    expect(windowPhase(event(), at("2026-12-02T01:00:00Z"))).toBe("open");
    expect(windowPhase(event(), at("2026-12-02T02:30:59Z"))).toBe("open");
    expect(windowPhase(event(), at("2026-12-02T02:31:00Z"))).toBe("after");
  });

  it("follows the event's own offsets, and a cancelled event has none", () => {
    const wide = event({ checkinOpensMinutesBefore: 60, checkinClosesMinutesAfter: 0 });
    expect(windowPhase(wide, at("2026-12-01T23:00:00Z"))).toBe("open");
    expect(windowPhase(wide, at("2026-12-02T02:01:00Z"))).toBe("after");
    expect(windowPhase(event({ status: "cancelled" }), at("2026-12-02T01:00:00Z"))).toBe("cancelled");
  });
});
