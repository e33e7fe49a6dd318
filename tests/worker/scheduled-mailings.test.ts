import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { MAILING_TESTS_PER_HOUR, SCHEDULED_MAILINGS_MAX } from "../../src/shared/scheduled-mailings";
import { call, expectError } from "./support/api";
import { useTestClock } from "./support/clock";
import { runCron } from "./support/cron";
import { createEvent, DAY_MS, HOUR_MS, registerOfficer, rsvp, utcFromNow } from "./support/events";
import { type Member, registerMember, setRoles } from "./support/members";
import { mailsTo } from "./support/outbox";
import { formatUtcInstant, parseUtcInstant } from "../../src/shared/time/utc-instant";

/**
 * The composer's test to oneself and "Send later" (issue 35, item 12; decision 126). Every message here
 * is about an event of its own, so the shared database's other members are never written to.
 */

let member: Member;
beforeAll(async () => {
  member = await registerMember();
});

const message = (eventId: string, overrides: Record<string, unknown> = {}) => ({
  audience: "going",
  eventId,
  subject: `Room change ${crypto.randomUUID().slice(0, 6)}`,
  body: "We moved to **room 204**.",
  ...overrides,
});

type Scheduled = { id: string; subject: string; sendAt: string; state: string; failure: string | null; scheduledBy: string };
const scheduledList = async (cookie: string) => (await call("GET", "/api/mailings/scheduled", { cookie })).body.data as Scheduled[];

describe("POST /api/mailings/test", () => {
  it("is for officers only", async () => {
    expectError(await call("POST", "/api/mailings/test", { body: message("x") }), 401, "UNAUTHENTICATED");
    expectError(await call("POST", "/api/mailings/test", { body: message("x"), cookie: member.cookie }), 403, "FORBIDDEN");
  });

  it("sends the message as members would read it to the officer alone, marked as a test, and nobody else", async () => {
    const officer = await registerOfficer();
    const event = await createEvent(officer.cookie);
    const going = await registerMember();
    expect((await rsvp(event.id, going.cookie)).status).toBe(200);
    const body = message(event.id);
    const sent = await call("POST", "/api/mailings/test", { body, cookie: officer.cookie });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data).toEqual({ to: officer.email, sent: true });
    expect(sent.body.message).toBe(`Sent to ${officer.email}: look in your inbox (and its spam folder).`);
    const [mail] = (await mailsTo(officer.email)).filter((m) => m.subject.includes(body.subject));
    expect(mail?.subject).toMatch(new RegExp(`^Test: ${body.subject} — `));
    expect(mail?.html).toContain("<strong>room 204</strong>");
    expect(mail?.text).toContain(`You get this because you are going to ${event.title}`);
    expect(mail?.headers["List-Unsubscribe"]).toMatch(/\/api\/notifications\/unsubscribe\?token=/);
    // Nothing reached the people going, and no message was recorded.
    expect((await mailsTo(going.email)).filter((m) => m.subject.includes(body.subject))).toEqual([]);
    const listed = (await call("GET", "/api/mailings", { cookie: officer.cookie })).body.data as { subject: string }[];
    expect(listed.some((m) => m.subject === body.subject)).toBe(false);
  });

  it("checks the message as a send does, and names no other address: an extra field is refused", async () => {
    const officer = await registerOfficer();
    const noSubject = await call("POST", "/api/mailings/test", { body: message("x", { subject: " " }), cookie: officer.cookie });
    expectError(noSubject, 400, "VALIDATION_ERROR");
    expect(noSubject.body.error.fields.subject).toBe("Write a subject.");
    expectError(await call("POST", "/api/mailings/test", { body: { ...message("x"), to: member.email }, cookie: officer.cookie }), 400, "VALIDATION_ERROR");
    const unknown = await call("POST", "/api/mailings/test", { body: message("no-such-event"), cookie: officer.cookie });
    expectError(unknown, 404, "NOT_FOUND");
  });

  it(`is throttled: ${MAILING_TESTS_PER_HOUR} an hour per officer, then 429 with when to try again`, async () => {
    const clock = useTestClock();
    const officer = await registerOfficer();
    const event = await createEvent(officer.cookie);
    for (let i = 0; i < MAILING_TESTS_PER_HOUR; i += 1) {
      expect((await call("POST", "/api/mailings/test", { body: message(event.id), cookie: officer.cookie })).status).toBe(200);
    }
    const refused = await call("POST", "/api/mailings/test", { body: message(event.id), cookie: officer.cookie });
    expectError(refused, 429, "RATE_LIMITED");
    expect(refused.body.error.errMsg).toMatch(/tests in the last hour/);
    clock.advance(HOUR_MS + 60_000);
    expect((await call("POST", "/api/mailings/test", { body: message(event.id), cookie: officer.cookie })).status).toBe(200);
  });
});

describe("/api/mailings/scheduled", () => {
  it("is for officers only, on every endpoint", async () => {
    expectError(await call("GET", "/api/mailings/scheduled"), 401, "UNAUTHENTICATED");
    expectError(await call("GET", "/api/mailings/scheduled", { cookie: member.cookie }), 403, "FORBIDDEN");
    const body = { ...message("x"), sendAt: utcFromNow(DAY_MS) };
    expectError(await call("POST", "/api/mailings/scheduled", { body, cookie: member.cookie }), 403, "FORBIDDEN");
    expectError(await call("DELETE", "/api/mailings/scheduled/anything", { cookie: member.cookie }), 403, "FORBIDDEN");
  });

  it("says at the time field when it is too soon, too far or not a time", async () => {
    const officer = await registerOfficer();
    const event = await createEvent(officer.cookie);
    const schedule = (sendAt: unknown) => call("POST", "/api/mailings/scheduled", { body: { ...message(event.id), sendAt }, cookie: officer.cookie });
    const soon = await schedule(utcFromNow(60_000));
    expectError(soon, 400, "VALIDATION_ERROR");
    expect(soon.body.error.fields.sendAt).toBe("Choose a time at least 5 minutes from now (or send it now).");
    expect((await schedule(utcFromNow(200 * DAY_MS))).body.error.fields.sendAt).toBe("Choose a time within 120 days.");
    expect((await schedule("tomorrow")).body.error.fields.sendAt).toMatch(/must be a UTC time/);
    // Epoch ms, as the answers once sent: the envelope's 400 at the field, not a 500.
    const number = await schedule(Date.now() + DAY_MS);
    expectError(number, 400, "VALIDATION_ERROR");
    expect(number.body.error.fields.sendAt).toMatch(/must be a UTC time/);
    expect((await schedule(undefined)).body.error.fields.sendAt).toBe("The time is required.");
  });

  it("keeps a message for its time, lists it, and cancels it: nothing is sent", async () => {
    const clock = useTestClock();
    const officer = await registerOfficer();
    const other = await registerOfficer();
    const event = await createEvent(officer.cookie);
    const going = await registerMember();
    await rsvp(event.id, going.cookie);
    const body = { ...message(event.id), sendAt: utcFromNow(3 * HOUR_MS) };
    const made = await call("POST", "/api/mailings/scheduled", { body, cookie: officer.cookie });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.message).toMatch(/^Scheduled for \w{3}, \w{3} \d+, \d+:\d\d [AP]M [\w+-]+: it goes out within the hour after\.$/);
    const listed = (await scheduledList(other.cookie)).find((row) => row.id === made.body.data.id);
    expect(listed).toMatchObject({
      subject: body.subject,
      sendAt: formatUtcInstant(parseUtcInstant(body.sendAt)!),
      state: "scheduled",
      failure: null,
      scheduledBy: officer.username,
    });

    // Another officer may cancel it; a second cancel finds nothing.
    const cancelled = await call("DELETE", `/api/mailings/scheduled/${made.body.data.id}`, { cookie: other.cookie });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe("Cancelled: it will not be sent.");
    expectError(await call("DELETE", `/api/mailings/scheduled/${made.body.data.id}`, { cookie: other.cookie }), 404, "NOT_FOUND");
    expect((await scheduledList(officer.cookie)).some((row) => row.id === made.body.data.id)).toBe(false);
    clock.advance(4 * HOUR_MS);
    await runCron({ daily: false });
    expect((await mailsTo(going.email)).filter((m) => m.subject.includes(body.subject))).toEqual([]);
  });

  it("is sent by the first hourly run after its time, as the officer's own send, and leaves the list for the sent one", { timeout: 30_000 }, async () => {
    const clock = useTestClock();
    const officer = await registerOfficer();
    const event = await createEvent(officer.cookie);
    const [going, late] = await Promise.all([registerMember(), registerMember()]);
    await rsvp(event.id, going.cookie);
    const body = { ...message(event.id), sendAt: utcFromNow(2 * HOUR_MS + 30 * 60_000) };
    const made = await call("POST", "/api/mailings/scheduled", { body, cookie: officer.cookie });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const mine = async (who: Member) => (await mailsTo(who.email)).filter((m) => m.subject.includes(body.subject));

    // An hour before its time: the run leaves it.
    clock.advance(HOUR_MS + 30 * 60_000);
    await runCron({ daily: false });
    expect(await mine(going)).toEqual([]);
    expect((await scheduledList(officer.cookie)).find((row) => row.id === made.body.data.id)?.state).toBe("scheduled");

    // Someone who RSVPs meanwhile is counted when it goes, not when it was written.
    await rsvp(event.id, late.cookie);
    clock.advance(HOUR_MS + 5 * 60_000);
    await runCron({ daily: false });
    for (const who of [going, late]) {
      const [mail] = await mine(who);
      expect(mail?.html).toContain("<strong>room 204</strong>");
      expect(mail?.text).toContain(`You get this because you are going to ${event.title}`);
    }
    expect((await scheduledList(officer.cookie)).some((row) => row.id === made.body.data.id)).toBe(false);
    const sent = (await call("GET", "/api/mailings", { cookie: officer.cookie })).body.data.find((m: { subject: string }) => m.subject === body.subject);
    expect(sent).toMatchObject({ audience: "going", eventTitle: event.title, sentBy: officer.username, recipients: 2 });

    // Run again: never twice.
    clock.advance(HOUR_MS);
    await runCron({ daily: false });
    expect(await mine(going)).toHaveLength(1);
  });

  it("keeps what could not go as failed, with why: the event deleted, the officer no longer one", { timeout: 30_000 }, async () => {
    const clock = useTestClock();
    const [officer, demoted] = await Promise.all([registerOfficer(), registerOfficer()]);
    const [gone, kept] = await Promise.all([createEvent(officer.cookie), createEvent(officer.cookie)]);
    const going = await registerMember();
    await rsvp(kept.id, going.cookie);
    const sendAt = utcFromNow(HOUR_MS);
    const first = await call("POST", "/api/mailings/scheduled", { body: { ...message(gone.id), sendAt }, cookie: officer.cookie });
    const second = await call("POST", "/api/mailings/scheduled", { body: { ...message(kept.id), sendAt }, cookie: demoted.cookie });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect((await call("DELETE", `/api/events/${gone.id}`, { cookie: officer.cookie })).status).toBe(200);
    await setRoles(demoted.id, "member");

    clock.advance(HOUR_MS + 20 * 60_000);
    await runCron({ daily: false });
    const list = await scheduledList(officer.cookie);
    expect(list.find((row) => row.id === first.body.data.id)).toMatchObject({ state: "failed", failure: "Not sent: the event was deleted." });
    expect(list.find((row) => row.id === second.body.data.id)).toMatchObject({
      state: "failed",
      failure: `Not sent: ${demoted.username} is no longer an officer. Write it again to send it.`,
    });
    expect((await mailsTo(going.email)).filter((m) => m.subject.includes(second.body.data.subject))).toEqual([]);
    // A failed one is removed from the list like a cancelled one.
    expect((await call("DELETE", `/api/mailings/scheduled/${first.body.data.id}`, { cookie: officer.cookie })).status).toBe(200);
  });

  it(`holds at most ${SCHEDULED_MAILINGS_MAX} waiting messages for the chapter`, async () => {
    const officer = await registerOfficer();
    const event = await createEvent(officer.cookie);
    // Filled directly (each officer may write 5 a day): the rows the API would have made.
    const waiting = await env.DB.prepare("SELECT COUNT(*) AS n FROM scheduled_mailings WHERE state IN ('scheduled', 'sending')").first<{ n: number }>();
    const fill = SCHEDULED_MAILINGS_MAX - (waiting?.n ?? 0);
    const ids: string[] = [];
    for (let i = 0; i < fill; i += 1) {
      const id = crypto.randomUUID();
      ids.push(id);
      await env.DB.prepare(
        "INSERT INTO scheduled_mailings (id, audience, event_id, subject, body, send_at, scheduled_by, scheduled_by_name, created_at) VALUES (?, 'going', ?, 'x', 'y', ?, ?, ?, ?)",
      )
        .bind(id, event.id, Date.now() + 30 * DAY_MS, officer.id, officer.username, Date.now())
        .run();
    }
    try {
      const full = await call("POST", "/api/mailings/scheduled", { body: { ...message(event.id), sendAt: utcFromNow(DAY_MS) }, cookie: officer.cookie });
      expectError(full, 409, "SCHEDULE_FULL");
      expect(full.body.error.errMsg).toBe(`${SCHEDULED_MAILINGS_MAX} messages already wait to be sent: cancel one, or send this one now.`);
    } finally {
      for (const id of ids) await env.DB.prepare("DELETE FROM scheduled_mailings WHERE id = ?").bind(id).run();
    }
  });
});
