import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { OutboxMail } from "../../src/shared/dev-outbox";
import { site } from "../../src/site.config";
import { call, expectError } from "./support/api";
import { createEvent, registerOfficer, rsvp } from "./support/events";
import { registerMember, type Member } from "./support/members";
import { mailsTo } from "./support/outbox";

/**
 * Calendars remind for free (issue 34, decision 122), checked with a real
 * iCalendar parser (ical.js, as calendar apps read the files): the personal
 * feed carries VALARMs as the member chose; the .ics a mail carries is an
 * invitation that updates the event in place — the feed's UID, the event's
 * SEQUENCE, an ORGANIZER and the member as ATTENDEE, METHOD:REQUEST — and a
 * cancellation is METHOD:CANCEL.
 */

const parse = (text: string) => new ICAL.Component(ICAL.parse(text));
const veventOf = (text: string) => parse(text).getFirstSubcomponent("vevent")!;
const triggersOf = (vevent: ICAL.Component) => vevent.getAllSubcomponents("valarm").map((alarm) => String(alarm.getFirstPropertyValue("trigger")));

async function feedOf(member: Member): Promise<string> {
  const made = await call("POST", "/api/calendar/feed", { cookie: member.cookie });
  expect(made.status).toBe(201);
  return new URL(made.body.data.url).pathname;
}

const fileOf = (mail: OutboxMail | undefined) => {
  expect(mail?.attachments).toHaveLength(1);
  return mail!.attachments[0]!.content;
};
const titled = async (member: Member, prefix: string) => (await mailsTo(member.email)).filter((mail) => mail.subject.startsWith(prefix));

describe("the personal feed's alarms", () => {
  it("remind the day before and an hour before by default; the member may choose one, or none; cancelled events carry none", async () => {
    const officer = await registerOfficer();
    const [kept, cancelled] = [await createEvent(officer.cookie), await createEvent(officer.cookie)];
    const member = await registerMember();
    await rsvp(kept.id, member.cookie);
    await rsvp(cancelled.id, member.cookie);
    expect((await call("POST", `/api/events/${cancelled.id}/cancel`, { cookie: officer.cookie })).status).toBe(200);
    const path = await feedOf(member);
    const events = async () => {
      const feed = await call("GET", path);
      expect(feed.status).toBe(200);
      return parse(feed.body).getAllSubcomponents("vevent");
    };
    const byUid = async (id: string) => (await events()).find((vevent) => String(vevent.getFirstPropertyValue("uid")).startsWith(id))!;
    expect(triggersOf(await byUid(kept.id))).toEqual(["-P1D", "-PT1H"]);
    const alarm = (await byUid(kept.id)).getFirstSubcomponent("valarm")!;
    expect(alarm.getFirstPropertyValue("action")).toBe("DISPLAY");
    expect(triggersOf(await byUid(cancelled.id))).toEqual([]);

    const hour = await call("PUT", "/api/calendar/feed/alarms", { cookie: member.cookie, body: { alarms: "hour" } });
    expect(hour.body.data).toMatchObject({ active: true, alarms: "hour" });
    expect(triggersOf(await byUid(kept.id))).toEqual(["-PT1H"]);
    await call("PUT", "/api/calendar/feed/alarms", { cookie: member.cookie, body: { alarms: "none" } });
    expect(triggersOf(await byUid(kept.id))).toEqual([]);

    expectError(await call("PUT", "/api/calendar/feed/alarms", { cookie: member.cookie, body: { alarms: "weekly" } }), 400, "VALIDATION_ERROR");
    expectError(await call("PUT", "/api/calendar/feed/alarms", { body: { alarms: "day" } }), 401, "UNAUTHENTICATED");
    const featureless = await registerMember();
    expectError(await call("PUT", "/api/calendar/feed/alarms", { cookie: featureless.cookie, body: { alarms: "day" } }), 404, "NOT_FOUND");
  });
});

describe("the .ics a mail carries", () => {
  it("is an invitation updated in place: the feed's UID, a higher SEQUENCE after a change, ORGANIZER, ATTENDEE, REQUEST; then CANCEL", async () => {
    const officer = await registerOfficer();
    const event = await createEvent(officer.cookie, { title: "Invite Night" });
    const member = await registerMember();
    await rsvp(event.id, member.cookie);
    const path = await feedOf(member);
    const feedUid = String(
      parse((await call("GET", path)).body)
        .getFirstSubcomponent("vevent")!
        .getFirstPropertyValue("uid"),
    );

    const [confirmation] = await titled(member, "You're going: Invite Night");
    expect(confirmation!.attachments[0]!.contentType).toBe("text/calendar; charset=utf-8; method=REQUEST");
    const invite = parse(fileOf(confirmation));
    expect(invite.getFirstPropertyValue("method")).toBe("REQUEST");
    const first = invite.getFirstSubcomponent("vevent")!;
    expect(first.getFirstPropertyValue("uid")).toBe(feedUid);
    expect(first.getFirstPropertyValue("sequence")).toBe(0);
    expect(first.getFirstPropertyValue("organizer")).toBe(`mailto:${site.contactEmail}`);
    expect(first.getFirstProperty("organizer")!.getParameter("cn")).toBe(site.productName);
    const attendee = first.getFirstProperty("attendee")!;
    expect(attendee.getFirstValue()).toBe(`mailto:${member.email}`);
    expect(attendee.getParameter("partstat")).toBe("ACCEPTED");
    // A real parser reads the times as UTC instants.
    expect((first.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString()).toBe(new Date(event.startsAt).toISOString());

    await call("PATCH", `/api/events/${event.id}`, { cookie: officer.cookie, body: { location: "Lind Hall 305" } });
    const [changed] = await titled(member, "New place: Invite Night");
    const update = veventOf(fileOf(changed));
    expect(parse(fileOf(changed)).getFirstPropertyValue("method")).toBe("REQUEST");
    expect(update.getFirstPropertyValue("uid")).toBe(feedUid);
    expect(update.getFirstPropertyValue("sequence")).toBe(1);
    expect(update.getFirstPropertyValue("location")).toBe("Lind Hall 305");

    await call("POST", `/api/events/${event.id}/cancel`, { cookie: officer.cookie, body: { reason: "The room flooded." } });
    const [cancelled] = await titled(member, "Cancelled: Invite Night");
    expect(cancelled!.attachments[0]!.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
    const cancel = parse(fileOf(cancelled));
    expect(cancel.getFirstPropertyValue("method")).toBe("CANCEL");
    const gone = cancel.getFirstSubcomponent("vevent")!;
    expect(gone.getFirstPropertyValue("uid")).toBe(feedUid);
    expect(gone.getFirstPropertyValue("sequence")).toBe(2);
    expect(gone.getFirstPropertyValue("status")).toBe("CANCELLED");
  });
});
