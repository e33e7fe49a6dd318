import { describe, expect, it } from "vitest";
import { eventTimes } from "~/shared/time/event-when";
import { sameClockAsWritten } from "./viewer-time";

describe("the viewer's clock against the times the Worker wrote (decision 164)", () => {
  const event = { startsAt: "2026-12-03T00:30:00Z", endsAt: "2026-12-03T02:00:00Z" };

  it("tells a device whose clock reads the written zone's at both instants from one whose clock does not", () => {
    // This process's zone (UTC unless TZ says otherwise) against written offsets that match it, and that do not.
    const own = [new Date(event.startsAt).getTimezoneOffset(), new Date(event.endsAt).getTimezoneOffset()] as [number, number];
    const times = eventTimes(event, "America/Winnipeg");
    expect(sameClockAsWritten(event, { ...times, offsets: own })).toBe(true);
    expect(sameClockAsWritten(event, { ...times, offsets: [own[0] + 60, own[1]] })).toBe(false);
    expect(sameClockAsWritten(event, { ...times, offsets: [own[0], own[1] - 60] })).toBe(false);
  });
});
