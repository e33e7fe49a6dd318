import { describe, expect, it } from "vitest";
import { EVENT_CATEGORIES } from "~/shared/event-categories";
import type { ChapterEventView } from "~/shared/events";
import { rsvpState, spotsLine } from "./rsvp-state";

const NOW = Date.parse("2026-12-01T12:00:00Z");
const event = (fields: Partial<ChapterEventView> = {}): ChapterEventView => ({
  id: "ev_x",
  slug: "x",
  title: "X",
  description: "",
  category: EVENT_CATEGORIES[0],
  location: "Here",
  locationUrl: null,
  startsAt: "2026-12-02T00:00:00Z",
  endsAt: "2026-12-02T02:00:00Z",
  capacity: 10,
  rsvpOpen: true,
  remindSoon: false,
  points: 0,
  status: "scheduled",
  sequence: 0,
  checkinOpensMinutesBefore: 15,
  checkinClosesMinutesAfter: 30,
  createdBy: null,
  createdAt: "2026-11-01T00:00:00Z",
  updatedAt: "2026-11-01T00:00:00Z",
  rsvpCount: 3,
  waitlistCount: 0,
  spotsLeft: 7,
  ...fields,
});

describe("where an event stands for RSVPs", () => {
  it("open, full, the member's own RSVP, closed, started, over and cancelled", () => {
    expect(rsvpState(event(), NOW)).toBe("open");
    expect(rsvpState(event({ spotsLeft: 0 }), NOW)).toBe("full");
    expect(rsvpState(event({ myRsvp: "going" }), NOW)).toBe("going");
    expect(rsvpState(event({ myRsvp: "waitlist", spotsLeft: 0 }), NOW)).toBe("waitlist");
    expect(rsvpState(event({ rsvpOpen: false }), NOW)).toBe("closed");
    // A member's RSVP can still be cancelled after an officer closes RSVPs, but not once it has started.
    expect(rsvpState(event({ rsvpOpen: false, myRsvp: "going" }), NOW)).toBe("going");
    expect(rsvpState(event({ myRsvp: "going" }), Date.parse("2026-12-02T01:00:00Z"))).toBe("started");
    expect(rsvpState(event(), Date.parse("2026-12-02T03:00:00Z"))).toBe("over");
    expect(rsvpState(event({ status: "cancelled", myRsvp: "going" }), NOW)).toBe("cancelled");
  });

  it("says how many places are left", () => {
    expect(spotsLine(event())).toBe("7 of 10 spots left");
    expect(spotsLine(event({ capacity: 1, spotsLeft: 1, rsvpCount: 0 }))).toBe("1 of 1 spot left");
    expect(spotsLine(event({ spotsLeft: 0, waitlistCount: 2 }))).toBe("Full · 2 on the waitlist");
    expect(spotsLine(event({ spotsLeft: 0, waitlistCount: 0 }))).toBe("Full");
    expect(spotsLine(event({ capacity: null, spotsLeft: null, rsvpCount: 4 }))).toBe("4 going");
    expect(spotsLine(event({ capacity: null, spotsLeft: null, rsvpCount: 0 }))).toBeNull();
    expect(spotsLine(event({ status: "cancelled" }))).toBeNull();
  });
});
