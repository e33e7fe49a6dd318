import { describe, expect, it } from "vitest";
import { formatDay, formatInstant, formatInstantRange, timeFormat } from "./formats";

// The chapter's zone in src/site.config.ts. ICU may put a narrow no-break space before AM/PM and thin spaces around "–".
/** Central time, pinned so the expected values are fixed: the same daylight-saving days (and CST, CDT) as the US zone of the sample chapter, which tests name only through src/site.config.ts. */
const CENTRAL = "America/Winnipeg";
const plain = (text: string) => text.replace(/[\u202f\u2009]/g, " ");

describe("the site's formats", () => {
  it("a moment sponsors are held to, with the zone's name", () => {
    expect(plain(formatInstant("moment", Date.UTC(2027, 5, 1, 5), CENTRAL))).toBe("June 1, 2027 at 12:00 AM CDT");
    expect(plain(formatInstant("moment", Date.parse("2027-01-01T06:00:00Z"), CENTRAL))).toBe("January 1, 2027 at 12:00 AM CST");
  });

  it("days, short and long, on the zone's calendar", () => {
    expect(formatInstant("day", Date.parse("2027-01-01T05:59:00Z"), CENTRAL)).toBe("December 31, 2026");
    expect(formatInstant("shortDay", Date.parse("2027-01-01T06:00:00Z"), CENTRAL)).toBe("Jan 1, 2027");
    expect(formatInstant("shortWeekdayDay", Date.parse("2026-12-03T00:30:00Z"), CENTRAL)).toBe("Wed, Dec 2, 2026");
    expect(formatInstant("monthDay", Date.parse("2026-12-03T00:30:00Z"), CENTRAL)).toBe("Dec 2");
    expect(plain(formatInstantRange("shortDay", Date.parse("2026-08-24T05:00:00Z"), Date.parse("2026-12-19T06:00:00Z") - 1, CENTRAL))).toBe(
      "Aug 24 – Dec 18, 2026",
    );
  });

  it("calendar days of the content, the same in every zone the machine may be in", () => {
    expect(formatDay("day", "2026-09-21")).toBe("September 21, 2026");
    expect(formatDay("day", "2027-04-05")).toBe("April 5, 2027");
    expect(formatDay("day", "2028-02-29")).toBe("February 29, 2028");
    expect(formatDay("day", "2026-12-31")).toBe("December 31, 2026");
  });

  it("moments in lists and mails", () => {
    expect(plain(formatInstant("shortMoment", Date.parse("2027-06-01T20:04:00Z"), CENTRAL))).toBe("Jun 1, 2027, 3:04 PM");
    expect(plain(formatInstant("dayTime", Date.parse("2026-12-01T23:00:00Z"), CENTRAL))).toBe("Tue, Dec 1, 5:00 PM CST");
    expect(plain(formatInstant("zonedTime", Date.parse("2026-12-02T01:30:00Z"), CENTRAL))).toBe("7:30 PM CST");
    // An event in one line, for link previews.
    expect(plain(formatInstantRange("eventSpan", Date.parse("2026-12-01T23:00:00Z"), Date.parse("2026-12-02T01:00:00Z"), CENTRAL))).toBe(
      "Tue, Dec 1, 2026, 5:00 – 7:00 PM CST",
    );
  });

  it("in another zone, each format made once per zone", () => {
    expect(plain(formatInstant("zonedTime", Date.parse("2026-12-03T00:30:00Z"), "Asia/Tokyo"))).toBe("9:30 AM GMT+9");
    expect(timeFormat("day", CENTRAL)).toBe(timeFormat("day", CENTRAL));
    expect(timeFormat("day", "Asia/Tokyo")).not.toBe(timeFormat("day", CENTRAL));
  });
});
