import { describe, expect, it } from "vitest";
import { dateBadge, whenLabels } from "./event-when";

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
