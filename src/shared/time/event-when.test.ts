import { describe, expect, it } from "vitest";
import { dateBadge, eventTimes, eventTimesKey, whenLabels } from "./event-when";
import { zoneOffsetAt } from "./wall-clock";

// The chapter's zone in src/site.config.ts. ICU may put a narrow no-break space before AM/PM.
/** Central time, pinned so the expected values are fixed: the same daylight-saving days (and CST, CDT) as the US zone of the sample chapter, which tests name only through src/site.config.ts. */
const CENTRAL = "America/Winnipeg";
const plain = (text: string) => text.replace(/[\u202f\u2009]/g, " ");

describe("when an event is, for people", () => {
  it("in the chapter's time zone, standard and daylight time", () => {
    const december = whenLabels({ startsAt: "2026-12-03T00:30:00Z", endsAt: "2026-12-03T02:00:00Z" }, CENTRAL);
    expect(december.date).toBe("Wednesday, December 2, 2026");
    expect(plain(december.time)).toBe("6:30 – 8:00 PM CST");
    const october = whenLabels({ startsAt: "2026-10-22T22:30:00Z", endsAt: "2026-10-23T01:30:00Z" }, CENTRAL);
    expect(plain(october.time)).toBe("5:30 – 8:30 PM CDT");
  });

  it("over several days, and in brief for short lists", () => {
    const trip = whenLabels({ startsAt: "2027-03-26T13:00:00Z", endsAt: "2027-03-27T23:00:00Z" }, CENTRAL);
    expect(plain(trip.date)).toBe("March 26 – 27, 2027");
    expect(plain(trip.time)).toBe("8:00 AM – 6:00 PM CDT");
    expect(whenLabels({ startsAt: "2026-12-03T00:30:00Z", endsAt: "2026-12-03T02:00:00Z" }, CENTRAL, true).date).toBe("Wed, Dec 2, 2026");
  });

  it("in another zone, and the badge's day in the chapter's", () => {
    const tokyo = whenLabels({ startsAt: "2026-12-03T00:30:00Z", endsAt: "2026-12-03T02:00:00Z" }, "Asia/Tokyo");
    expect(tokyo.date).toBe("Thursday, December 3, 2026");
    expect(plain(tokyo.time)).toBe("9:30 – 11:00 AM GMT+9");
    expect(dateBadge("2026-12-03T00:30:00Z", CENTRAL)).toEqual({ month: "DEC", day: 2 });
  });
});

describe("an event's times as the Worker writes them into a page (decision 164)", () => {
  const events = [
    { startsAt: "2026-12-03T00:30:00Z", endsAt: "2026-12-03T02:00:00Z" },
    { startsAt: "2027-03-26T13:00:00Z", endsAt: "2027-03-27T23:00:00Z" },
    // Across the change to daylight time (March 14, 2027, 2 AM): two offsets.
    { startsAt: "2027-03-14T06:00:00Z", endsAt: "2027-03-14T09:00:00Z" },
  ];

  it("are the labels the cards would make, each the same text", () => {
    for (const event of events) {
      expect(eventTimes(event, CENTRAL)).toEqual({
        date: whenLabels(event, CENTRAL).date,
        briefDate: whenLabels(event, CENTRAL, true).date,
        time: whenLabels(event, CENTRAL).time,
        badge: dateBadge(event.startsAt, CENTRAL),
        offsets: expect.any(Array),
      });
    }
    expect(eventTimesKey(events[0]!)).toBe("2026-12-03T00:30:00Z/2026-12-03T02:00:00Z");
  });

  it("carry the zone's offsets at the start and the end, as Date.getTimezoneOffset counts them", () => {
    expect(eventTimes(events[0]!, CENTRAL).offsets).toEqual([360, 360]);
    expect(eventTimes(events[2]!, CENTRAL).offsets).toEqual([360, 300]);
    expect(zoneOffsetAt(Date.parse("2026-07-01T12:00:00.750Z"), "Europe/Paris")).toBe(-120);
    expect(zoneOffsetAt(Date.parse("2026-07-01T12:00:00Z"), "Asia/Kolkata")).toBe(-330);
    expect(zoneOffsetAt(Date.parse("2026-07-01T12:00:00Z"), "UTC")).toBe(0);
  });
});
