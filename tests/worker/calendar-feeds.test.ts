import { beforeAll, describe, expect, it } from "vitest";
import { call, expectError } from "./support/api";
import { useTestClock } from "./support/clock";
import { createEvent, DAY_MS, HOUR_MS, registerOfficer, rsvp, utcFromNow } from "./support/events";
import { icsTime, parseCalendar, unescapeText } from "./support/ics";
import { registerMember, type Member } from "./support/members";
import { EVENT_CATEGORIES } from "../../src/shared/event-categories";
import { site } from "../../src/site.config";

/**
 * Calendar feeds: /calendar.ics (every event from six months ago on),
 * /calendar/{token}.ics (a member's RSVPs, behind a secret address managed
 * at /api/calendar/feed) and /events/{slug}.ics (one event).
 */

let officer: Member;
beforeAll(async () => {
  officer = await registerOfficer();
});

const uidOf = (eventId: string) => `${eventId}@${new URL(site.url).hostname}`;

describe("/calendar.ics", () => {
  it("text/calendar with an ETag and a 15-minute max-age; 304 when the client has it", async () => {
    await createEvent(officer.cookie);
    const result = await call("GET", "/calendar.ics");
    expect(result.status).toBe(200);
    expect(result.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(result.headers.get("Cache-Control")).toBe("public, max-age=900");
    const etag = result.headers.get("ETag")!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await call("GET", "/calendar.ics", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("ETag")).toBe(etag);
    expect(again.body).toBe("");
    // The same feed read twice is the same bytes.
    expect((await call("GET", "/calendar.ics")).body).toBe(result.body);
  });

  it("follows RFC 5545: CRLF, 75-octet folding, escaped text, UTC times, a stable UID, SEQUENCE, DTSTAMP, LAST-MODIFIED", async () => {
    const description = `Bring a résumé; snacks, tea\\coffee and "friends". ${"Long text keeps going. ".repeat(8)}\n\nSecond paragraph.`;
    const event = await createEvent(officer.cookie, {
      title: "Résumé Night, with Saltmarsh; bring yours",
      description,
      location: "Keller Hall 101, 2nd floor",
      locationUrl: "https://maps.example/keller",
    });
    const { calendar, events } = parseCalendar((await call("GET", "/calendar.ics")).body);
    expect(calendar.NAME).toBe(`${site.shortName} events`);
    expect(calendar["REFRESH-INTERVAL;VALUE=DURATION"]).toBe("PT1H");
    expect(calendar.METHOD).toBeUndefined();
    const vevent = events.find((e) => e.UID === uidOf(event.id))!;
    expect(vevent).toBeDefined();
    expect(vevent.SUMMARY).toBe("Résumé Night\\, with Saltmarsh\\; bring yours");
    expect(unescapeText(vevent.DESCRIPTION!)).toContain(description);
    expect(unescapeText(vevent.DESCRIPTION!)).toContain(`https://chapter.test/events/${event.slug}`);
    expect(unescapeText(vevent.DESCRIPTION!)).toContain("https://maps.example/keller");
    expect(vevent.LOCATION).toBe("Keller Hall 101\\, 2nd floor");
    expect(vevent.URL).toBe(`https://chapter.test/events/${event.slug}`);
    expect(vevent.CATEGORIES).toBe(EVENT_CATEGORIES[0]);
    expect(icsTime(vevent.DTSTART!)).toBe(Date.parse(event.startsAt));
    expect(icsTime(vevent.DTEND!)).toBe(Date.parse(event.endsAt));
    expect(vevent.SEQUENCE).toBe("0");
    expect(vevent.STATUS).toBe("CONFIRMED");
    // ICS writes whole seconds; the answer carries the milliseconds too.
    expect(icsTime(vevent["LAST-MODIFIED"]!)).toBe(Math.floor(Date.parse(event.updatedAt) / 1000) * 1000);
    expect(vevent.DTSTAMP).toBe(vevent["LAST-MODIFIED"]);
  });

  it("a change raises SEQUENCE and LAST-MODIFIED under the same UID; a cancelled event stays, STATUS:CANCELLED", async () => {
    const clock = useTestClock();
    const event = await createEvent(officer.cookie);
    const before = parseCalendar((await call("GET", "/calendar.ics")).body).events.find((e) => e.UID === uidOf(event.id))!;
    clock.advance(60_000);
    await call("PATCH", `/api/events/${event.id}`, { body: { location: "Student Union Ballroom" }, cookie: officer.cookie });
    const moved = parseCalendar((await call("GET", "/calendar.ics")).body).events.find((e) => e.UID === uidOf(event.id))!;
    expect(moved.SEQUENCE).toBe("1");
    expect(moved.LOCATION).toBe("Student Union Ballroom");
    expect(icsTime(moved["LAST-MODIFIED"]!)).toBeGreaterThan(icsTime(before["LAST-MODIFIED"]!));
    clock.advance(60_000);
    await call("POST", `/api/events/${event.id}/cancel`, { cookie: officer.cookie });
    const cancelled = parseCalendar((await call("GET", "/calendar.ics")).body).events.find((e) => e.UID === uidOf(event.id))!;
    expect(cancelled.STATUS).toBe("CANCELLED");
    expect(cancelled.SEQUENCE).toBe("2");
    expect(cancelled.SUMMARY).toMatch(/^Cancelled: /);
  });

  it("keeps events from six months ago on, and drops older ones", async () => {
    const clock = useTestClock();
    const event = await createEvent(officer.cookie, { startsAt: utcFromNow(DAY_MS), endsAt: utcFromNow(DAY_MS + HOUR_MS) });
    const inFeed = async () => parseCalendar((await call("GET", "/calendar.ics")).body).events.some((e) => e.UID === uidOf(event.id));
    clock.advance(150 * DAY_MS);
    expect(await inFeed()).toBe(true);
    clock.advance(40 * DAY_MS);
    expect(await inFeed()).toBe(false);
  });
});

describe("a member's personal feed", () => {
  it("needs a session to manage; visitors get 401", async () => {
    for (const method of ["GET", "POST", "DELETE"]) expectError(await call(method, "/api/calendar/feed"), 401, "UNAUTHENTICATED");
  });

  it("a new address is shown once; the feed lists the member's RSVPs only (TENTATIVE on the waitlist); a new address ends the old one", async () => {
    const member = await registerMember();
    expect((await call("GET", "/api/calendar/feed", { cookie: member.cookie })).body.data).toEqual({ active: false, createdAt: null, alarms: "day-and-hour" });
    const full = await createEvent(officer.cookie, { capacity: 1 });
    await rsvp(full.id, officer.cookie);
    const going = await createEvent(officer.cookie);
    const other = await createEvent(officer.cookie);
    await rsvp(going.id, member.cookie);
    await rsvp(full.id, member.cookie);

    const made = await call("POST", "/api/calendar/feed", { cookie: member.cookie });
    expect(made.status).toBe(201);
    const { url, webcalUrl, googleUrl, createdAt } = made.body.data;
    expect(url).toMatch(/^https:\/\/chapter\.test\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(webcalUrl).toBe(url.replace("https:", "webcal:"));
    expect(googleUrl).toBe(`https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcalUrl)}`);
    expect((await call("GET", "/api/calendar/feed", { cookie: member.cookie })).body.data).toEqual({ active: true, createdAt, alarms: "day-and-hour" });

    const path = new URL(url).pathname;
    const feed = await call("GET", path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(feed.headers.get("Cache-Control")).toBe("private, max-age=900");
    const { calendar, events } = parseCalendar(feed.body);
    expect(calendar.NAME).toBe(`${site.shortName}: my events`);
    expect(events.map((e) => e.UID).sort()).toEqual([uidOf(going.id), uidOf(full.id)].sort());
    expect(events.find((e) => e.UID === uidOf(going.id))!.STATUS).toBe("CONFIRMED");
    expect(events.find((e) => e.UID === uidOf(full.id))!.STATUS).toBe("TENTATIVE");
    expect(events.some((e) => e.UID === uidOf(other.id))).toBe(false);
    expect((await call("GET", path, { headers: { "If-None-Match": feed.headers.get("ETag")! } })).status).toBe(304);

    const renewed = await call("POST", "/api/calendar/feed", { cookie: member.cookie });
    expect(renewed.body.data.url).not.toBe(url);
    expect((await call("GET", path)).status).toBe(404);
    expect((await call("GET", new URL(renewed.body.data.url).pathname)).status).toBe(200);

    const off = await call("DELETE", "/api/calendar/feed", { cookie: member.cookie });
    expect(off.body.data).toEqual({ active: false, createdAt: null, alarms: "day-and-hour" });
    expect((await call("GET", new URL(renewed.body.data.url).pathname)).status).toBe(404);
  });

  it("unknown or malformed addresses answer 404", async () => {
    for (const path of [`/calendar/${"A".repeat(43)}.ics`, "/calendar/short.ics", "/calendar/x.txt"]) {
      expect((await call("GET", path)).status).toBe(404);
    }
  });
});

describe("/events/{slug}.ics", () => {
  it("one event as a file to download, with METHOD:PUBLISH", async () => {
    const event = await createEvent(officer.cookie, { title: "Lantern Festival" });
    const result = await call("GET", `/events/${event.slug}.ics`);
    expect(result.status).toBe(200);
    expect(result.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(result.headers.get("Content-Disposition")).toBe(`attachment; filename="${event.slug}.ics"`);
    const { calendar, events } = parseCalendar(result.body);
    expect(calendar.METHOD).toBe("PUBLISH");
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ UID: uidOf(event.id), SUMMARY: "Lantern Festival", SEQUENCE: "0" });
    expect((await call("GET", "/events/no-such-event.ics")).status).toBe(404);
  });
});
