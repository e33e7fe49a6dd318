import { useTestClock } from "./support/clock";
import { describe, expect, it } from "vitest";
import type { OutboxMail } from "../../src/shared/dev-outbox";
import { type CallOptions, callWithEnv, expectError } from "./support/api";
import { measureCost } from "./support/cost";
import { createEvent, HOUR_MS, registerOfficer, utcFromNow } from "./support/events";
import { parseCalendar } from "./support/ics";
import { registerAdmin, registerMember, type Member } from "./support/members";
import { mailsTo } from "./support/outbox";

/**
 * An RSVP taken away (decision 095): by an officer (DELETE /api/events/{id}/rsvps/{userId}) or by
 * the member themselves — one way, the waitlist moving up as it does, and the member told in words
 * that fit what they had, with an .ics that cancels their copy of the event (METHOD:CANCEL, the
 * event's UID and SEQUENCE). Requests wait for the mails their answer left running.
 */
const call = (method: string, path: string, options: CallOptions = {}) => callWithEnv({}, method, path, options);
const rsvp = (eventId: string, member: Member) => call("PUT", `/api/events/${eventId}/rsvp`, { cookie: member.cookie });
const remove = (eventId: string, userId: string, cookie?: string) => call("DELETE", `/api/events/${eventId}/rsvps/${userId}`, cookie ? { cookie } : {});

const titled = async (member: Member, prefix: string) => (await mailsTo(member.email)).filter((mail) => mail.subject.startsWith(prefix));

/** The one .ics a mail carries: its MIME type, the calendar's properties and its one event's. */
function icsOf(mail: OutboxMail) {
  expect(mail.attachments).toHaveLength(1);
  const [file] = mail.attachments;
  const { calendar, events } = parseCalendar(file!.content);
  expect(events).toHaveLength(1);
  return { contentType: file!.contentType, calendar, event: events[0]! };
}

/** A mail's .ics cancels the member's copy of `event`: same UID and SEQUENCE, CANCEL and CANCELLED, stamped after their confirmation's. */
function expectCancelling(mail: OutboxMail, event: { id: string; sequence: number }, confirmation?: OutboxMail) {
  const ics = icsOf(mail);
  expect(ics.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
  expect(ics.calendar.METHOD).toBe("CANCEL");
  expect(ics.event).toMatchObject({ UID: expect.stringContaining(event.id), SEQUENCE: String(event.sequence), STATUS: "CANCELLED" });
  if (confirmation) {
    const published = icsOf(confirmation);
    expect(published.calendar.METHOD).toBe("REQUEST");
    expect(published.event.UID).toBe(ics.event.UID);
    // At one SEQUENCE a calendar takes the later DTSTAMP (RFC 5546 §2.1.5): the CANCEL must not be older.
    expect(ics.event.DTSTAMP! >= published.event.DTSTAMP!).toBe(true);
  }
}

describe("an officer removes a member's RSVP", () => {
  it("answers 401 to visitors, 403 to members (the RSVP stays), 404 for no RSVP or no event, and lets officers and admins remove", async () => {
    const officer = await registerOfficer();
    const admin = await registerAdmin();
    const event = await createEvent(officer.cookie);
    const [a, b, bystander] = await Promise.all([registerMember(), registerMember(), registerMember()]);
    await rsvp(event.id, a);
    await rsvp(event.id, b);

    expectError(await remove(event.id, a.id), 401, "UNAUTHENTICATED");
    expectError(await remove(event.id, a.id, bystander.cookie), 403, "FORBIDDEN");
    expectError(await remove(event.id, a.id, a.cookie), 403, "FORBIDDEN");
    expect((await call("GET", `/api/events/${event.id}`, { cookie: a.cookie })).body.data.myRsvp).toBe("going");

    expectError(await remove(event.id, bystander.id, officer.cookie), 404, "NOT_FOUND");
    expectError(await remove("ev_nosuchevent0000", a.id, officer.cookie), 404, "NOT_FOUND");
    expectError(await remove(event.id, "x".repeat(65), officer.cookie), 404, "NOT_FOUND");

    const byOfficer = await remove(event.id, a.id, officer.cookie);
    expect(byOfficer.status).toBe(200);
    expect(byOfficer.body.data).toEqual({ eventId: event.id, userId: a.id, status: "going", promoted: 0, going: 1, waitlist: 0 });
    expect(byOfficer.body.message).toBe("RSVP removed; the member is told by e-mail unless they turned RSVP confirmations off.");
    const byAdmin = await remove(event.id, b.id, admin.cookie);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.data).toMatchObject({ status: "going", going: 0 });
    // Gone is gone: a second removal finds no RSVP.
    expectError(await remove(event.id, a.id, officer.cookie), 404, "NOT_FOUND");
    const list = await call("GET", `/api/events/${event.id}/rsvps`, { cookie: officer.cookie });
    expect(list.body.data).toEqual([]);
    expect(list.body.meta).toEqual({ going: 0, waitlist: 0 });
  });

  it("moves the waitlist up with its 'You have a place' mail, purges the events' edge copies, and mails the member a removal with a cancelling .ics", async () => {
    const officer = await registerOfficer();
    const event = await createEvent(officer.cookie, { capacity: 1, title: "Robotics Demo" });
    const [going, next, last] = await Promise.all([registerMember(), registerMember(), registerMember()]);
    await rsvp(event.id, going);
    await rsvp(event.id, next);
    await rsvp(event.id, last);
    const [confirmation] = await titled(going, "You're going: Robotics Demo");

    const removal = await measureCost(`/api/events/${event.id}/rsvps/${going.id}`, { method: "DELETE", headers: { Cookie: officer.cookie } });
    expect(removal.status).toBe(200);
    expect(removal.purges).toEqual([["events"]]);
    const body = (await removal.response.json()) as { data: unknown; message: string };
    expect(body.data).toEqual({ eventId: event.id, userId: going.id, status: "going", promoted: 1, going: 1, waitlist: 1 });
    expect(body.message).toBe("RSVP removed; the member is told by e-mail unless they turned RSVP confirmations off. 1 member moved up from the waitlist.");

    // The first on the waitlist has the place, and is told; the second moved up a position, untold.
    expect((await call("GET", `/api/events/${event.id}`, { cookie: next.cookie })).body.data.myRsvp).toBe("going");
    expect(await titled(next, "You have a place: Robotics Demo")).toHaveLength(1);
    expect(await titled(last, "You have a place")).toHaveLength(0);

    const [mail] = await titled(going, "RSVP removed: Robotics Demo");
    expect(await titled(going, "RSVP removed")).toHaveLength(1);
    expect(mail!.text).toContain("An officer removed your RSVP for Robotics Demo");
    expect(mail!.text).toMatch(/RSVP again on the event's page while places are open/);
    expect(mail!.text).toContain(`/events/${event.slug}`);
    // Nothing of theirs left to cancel: no cancel link; the topic's one-click unsubscribe as every RSVP mail.
    expect(mail!.text).not.toContain("/rsvp/cancel?token=");
    expect(mail!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expectCancelling(mail!, event, confirmation);

    // Someone on the waitlist is told they are off it, not that a place went to the next person.
    expect((await remove(event.id, last.id, officer.cookie)).body).toMatchObject({
      data: { status: "waitlist", promoted: 0, going: 1, waitlist: 0 },
      message: "Taken off the waitlist; the member is told by e-mail unless they turned RSVP confirmations off.",
    });
    const [offList] = await titled(last, "RSVP removed: Robotics Demo");
    expect(offList!.text).toContain("An officer took you off the waitlist for Robotics Demo");
    expectCancelling(offList!, event);

    // They may come back: a new RSVP is a new row — the same day, shown on the site and in their feed only
    // (one confirmation per member, event and day: decision 120); the next day confirmed again by mail,
    // its .ics a REQUEST stamped after the CANCEL.
    expect((await rsvp(event.id, going)).body.data.status).toBe("waitlist");
    expect(await titled(going, "On the waitlist: Robotics Demo")).toHaveLength(0);
    expect((await call("DELETE", `/api/events/${event.id}/rsvp`, { cookie: going.cookie })).status).toBe(200);
    useTestClock().advance(24 * 60 * 60_000);
    expect((await rsvp(event.id, going)).body.data.status).toBe("waitlist");
    const [again] = await titled(going, "On the waitlist: Robotics Demo");
    expect(icsOf(again!).event.DTSTAMP! >= icsOf(mail!).event.DTSTAMP!).toBe(true);
  });

  it("refuses with 409 RSVP_CLOSED once the member checked in or the event started, and changes nothing", async () => {
    const officer = await registerOfficer();
    // Check-in opens 15 minutes before the start.
    const event = await createEvent(officer.cookie, { startsAt: utcFromNow(10 * 60_000), endsAt: utcFromNow(HOUR_MS) });
    const member = await registerMember();
    await rsvp(event.id, member);
    const checkin = await call("POST", `/api/events/${event.id}/attendance`, { cookie: officer.cookie, body: { user: member.username } });
    expect(checkin.status, JSON.stringify(checkin.body)).toBe(201);
    expectError(await remove(event.id, member.id, officer.cookie), 409, "RSVP_CLOSED");
    expect((await call("GET", `/api/events/${event.id}/rsvps`, { cookie: officer.cookie })).body.meta).toEqual({ going: 1, waitlist: 0 });
    expect(await titled(member, "RSVP removed")).toHaveLength(0);
  });
});

describe("a member's own cancel", () => {
  it("carries the cancelling .ics and says what they left: a place, or the waitlist", async () => {
    const officer = await registerOfficer();
    const event = await createEvent(officer.cookie, { capacity: 1, title: "Career Panel" });
    const [going, waiting] = await Promise.all([registerMember(), registerMember()]);
    await rsvp(event.id, going);
    await rsvp(event.id, waiting);
    const [waitlisted] = await titled(waiting, "On the waitlist: Career Panel");

    expect((await call("DELETE", `/api/events/${event.id}/rsvp`, { cookie: waiting.cookie })).status).toBe(200);
    const [left] = await titled(waiting, "Off the waitlist: Career Panel");
    expect(left!.text).toContain("You left the waitlist for Career Panel");
    expect(left!.text).not.toMatch(/place (goes|is free)/);
    expectCancelling(left!, event, waitlisted);

    const [confirmation] = await titled(going, "You're going: Career Panel");
    expect((await call("DELETE", `/api/events/${event.id}/rsvp`, { cookie: going.cookie })).status).toBe(200);
    const [cancelled] = await titled(going, "RSVP cancelled: Career Panel");
    expect(cancelled!.text).toContain("your place is free for the next person");
    expect(cancelled!.text).not.toContain("An officer");
    expectCancelling(cancelled!, event, confirmation);
  });
});
