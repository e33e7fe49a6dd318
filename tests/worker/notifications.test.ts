import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import type { OutboxMail } from "../../src/shared/dev-outbox";
import { dayAt } from "../../src/shared/time/days";
import { formatInstant } from "../../src/shared/time/formats";
import { site } from "../../src/site.config";
import { type CallOptions, callWithEnv, expectError } from "./support/api";
import { useTestClock } from "./support/clock";
import { runCron } from "./support/cron";
import { createEvent, DAY_MS, HOUR_MS, registerOfficer, utcFromNow } from "./support/events";
import { parseCalendar } from "./support/ics";
import { registerMember, type Member } from "./support/members";
import { linkFrom, mailsTo } from "./support/outbox";

/**
 * Every request here waits for the work its answer left running (`waitUntil`): the mails an RSVP or
 * an edit sends go out after the answer, and the outbox is read next.
 */
const call = (method: string, path: string, options: CallOptions = {}) => callWithEnv({}, method, path, options);
const rsvp = (eventId: string, cookie: string) => call("PUT", `/api/events/${eventId}/rsvp`, { cookie });

/**
 * The mails members need (issue 21, docs/decisions/081-mail-queue.md): a
 * confirmation per RSVP with the event's .ics and a link that cancels it,
 * one mail per member per change with the updated .ics, the day-before
 * reminders sent once by the hourly job, and the choices with their
 * one-click unsubscribe (RFC 8058).
 */

const titled = async (member: Member, prefix: string) => (await mailsTo(member.email)).filter((mail) => mail.subject.startsWith(prefix));

/** The one .ics a mail carries, parsed. */
function icsOf(mail: OutboxMail) {
  expect(mail.attachments).toHaveLength(1);
  const [file] = mail.attachments;
  expect(file!.contentType).toMatch(/^text\/calendar/);
  const { calendar, events } = parseCalendar(file!.content);
  expect(events).toHaveLength(1);
  return { calendar, event: events[0]! };
}

/** The signed token in a mail's cancel link (/rsvp/cancel?token=…). */
const cancelTokenOf = (mail: OutboxMail) => linkFrom(mail, "/rsvp/cancel?token=").searchParams.get("token")!;

/** The one-click address of a mail's List-Unsubscribe header. */
function oneClickOf(mail: OutboxMail): URL {
  expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  const match = /^<(https?:\/\/[^>]+)>$/.exec(mail.headers["List-Unsubscribe"] ?? "");
  expect(match, mail.headers["List-Unsubscribe"]).toBeTruthy();
  return new URL(match![1]!);
}

/** What a mail app sends for a one-click unsubscribe: a form POST, no cookie, no Origin. */
const postOneClick = (url: URL) =>
  call("POST", `${url.pathname}${url.search}`, {
    rawBody: "List-Unsubscribe=One-Click",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });

describe("RSVP confirmations", () => {
  it("one per RSVP, going or waitlisted, with the event's .ics and a link that cancels the RSVP without a session", async () => {
    const officer = await registerOfficer();
    const event = await createEvent(officer.cookie, { capacity: 1, title: "Resume Workshop" });
    const going = await registerMember();
    const waiting = await registerMember();
    expect((await rsvp(event.id, going.cookie)).body.data.status).toBe("going");
    expect((await rsvp(event.id, waiting.cookie)).body.data.status).toBe("waitlist");
    // The same call again is no new RSVP, and no second mail.
    await rsvp(event.id, going.cookie);

    const [confirmed] = await titled(going, "You're going: Resume Workshop");
    expect(await titled(going, "You're going")).toHaveLength(1);
    expect(confirmed!.text).toContain(`/events/${event.slug}`);
    const ics = icsOf(confirmed!);
    expect(ics.calendar.METHOD).toBe("REQUEST");
    expect(ics.event).toMatchObject({ UID: expect.stringContaining(event.id), SEQUENCE: "0", STATUS: "CONFIRMED", SUMMARY: "Resume Workshop" });
    oneClickOf(confirmed!);
    expect(confirmed!.text).toContain("/profile/notifications");

    const [waitlisted] = await titled(waiting, "On the waitlist: Resume Workshop");
    expect(waitlisted!.text).toMatch(/number 1 on the waitlist/);
    expect(icsOf(waitlisted!).event.STATUS).toBe("TENTATIVE");

    // Opening the link changes nothing (a mail scanner may follow it); it shows the RSVP.
    const token = cancelTokenOf(confirmed!);
    const shown = await call("GET", `/api/rsvp-links/${token}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({ status: "going", event: { id: event.id, title: "Resume Workshop" } });
    expect((await call("GET", `/api/events/${event.id}`, { cookie: going.cookie })).body.data.myRsvp).toBe("going");

    // POST cancels, without a session; the waitlist moves up and both are told.
    const cancelled = await call("POST", `/api/rsvp-links/${token}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe("Your RSVP is cancelled.");
    expect(cancelled.body.data.status).toBeNull();
    expect(await titled(going, "RSVP cancelled: Resume Workshop")).toHaveLength(1);
    expect(await titled(waiting, "You have a place: Resume Workshop")).toHaveLength(1);

    // Single-use in effect: again, or after a new RSVP (another row), the link cancels nothing.
    expect((await call("POST", `/api/rsvp-links/${token}/cancel`)).body.message).toBe("This RSVP was already cancelled.");
    expect((await rsvp(event.id, going.cookie)).body.data.status).toBe("waitlist");
    expect((await call("GET", `/api/rsvp-links/${token}`)).body.data.status).toBeNull();
    const stale = await call("POST", `/api/rsvp-links/${token}/cancel`);
    expect(stale.body).toMatchObject({ data: { status: null }, message: "This RSVP was already cancelled." });
    expect((await call("GET", `/api/events/${event.id}`, { cookie: going.cookie })).body.data.myRsvp).toBe("waitlist");
  });

  it("a link that is not ours answers 400 INVALID_TOKEN, and one past the event's start 410 LINK_EXPIRED", async () => {
    const clock = useTestClock();
    const officer = await registerOfficer();
    const event = await createEvent(officer.cookie, { startsAt: utcFromNow(2 * HOUR_MS), endsAt: utcFromNow(3 * HOUR_MS) });
    const member = await registerMember();
    await rsvp(event.id, member.cookie);
    const token = cancelTokenOf((await titled(member, "You're going"))[0]!);
    expectError(await call("POST", `/api/rsvp-links/${token.slice(0, -2)}xx/cancel`), 400, "INVALID_TOKEN");
    expectError(await call("GET", "/api/rsvp-links/nonsense"), 400, "INVALID_TOKEN");
    clock.advance(2 * HOUR_MS);
    expectError(await call("POST", `/api/rsvp-links/${token}/cancel`), 410, "LINK_EXPIRED");
  });
  it("an RSVP made after the newest one was cancelled gets its own confirmation and cancel link (RSVP ids are never reused)", async () => {
    const officer = await registerOfficer();
    const event = await createEvent(officer.cookie, { title: "Board Games" });
    const first = await registerMember();
    const second = await registerMember();
    await rsvp(event.id, first.cookie);
    const firstLink = cancelTokenOf((await titled(first, "You're going: Board Games"))[0]!);
    expect((await call("DELETE", `/api/events/${event.id}/rsvp`, { cookie: first.cookie })).status).toBe(200);
    // The newest RSVP is gone; SQLite without AUTOINCREMENT gave the next one its id.
    await rsvp(event.id, second.cookie);
    expect(await titled(second, "You're going: Board Games")).toHaveLength(1);
    // The first member comes back the next day (one confirmation per member, event and day: decision 120):
    // a new RSVP, a new confirmation, and the old link does not reach it.
    useTestClock().advance(24 * 60 * 60_000);
    await rsvp(event.id, first.cookie);
    expect(await titled(first, "You're going: Board Games")).toHaveLength(2);
    const stale = await call("POST", `/api/rsvp-links/${firstLink}/cancel`);
    expect(stale.body).toMatchObject({ data: { status: null }, message: "This RSVP was already cancelled." });
    expect((await call("GET", `/api/events/${event.id}`, { cookie: first.cookie })).body.data.myRsvp).toBe("going");
  });
});

describe("change mails", () => {
  it("one per member going or waiting per change, saying what changed, with the .ics at the event's new SEQUENCE", async () => {
    const officer = await registerOfficer();
    const event = await createEvent(officer.cookie, { capacity: 1, title: "Hack Night", location: "Room 101" });
    const going = await registerMember();
    const waiting = await registerMember();
    const bystander = await registerMember();
    await rsvp(event.id, going.cookie);
    await rsvp(event.id, waiting.cookie);

    const moved = await call("PATCH", `/api/events/${event.id}`, {
      body: { startsAt: utcFromNow(8 * DAY_MS), endsAt: utcFromNow(8 * DAY_MS + 2 * HOUR_MS), location: "Room 202" },
      cookie: officer.cookie,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.sequence).toBe(1);
    expect(moved.body.meta).toEqual({ mailed: 2, queued: 0 });
    expect(moved.body.message).toMatch(/^Saved\. 2 members who RSVPed are being e-mailed\./);
    for (const member of [going, waiting]) {
      const mails = await titled(member, "Moved to ");
      // The subject says what changed (src/shared/event-change.ts).
      expect(mails[0]!.subject).toMatch(/^Moved to .+, Room 202: Hack Night\b/);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toMatch(/When: .+ → .+/);
      expect(mails[0]!.text).toContain("Where: Room 101 → Room 202");
      const ics = icsOf(mails[0]!).event;
      expect(ics).toMatchObject({ UID: expect.stringContaining(event.id), SEQUENCE: "1", LOCATION: "Room 202" });
    }
    expect(await mailsTo(bystander.email)).toHaveLength(0);

    // A change calendars do not see (the description) mails nobody; the next change is the next SEQUENCE.
    expect((await call("PATCH", `/api/events/${event.id}`, { body: { description: "Bring a laptop." }, cookie: officer.cookie })).body.meta).toBeUndefined();
    await call("PATCH", `/api/events/${event.id}`, { body: { status: "cancelled" }, cookie: officer.cookie });
    await call("PATCH", `/api/events/${event.id}`, { body: { status: "scheduled" }, cookie: officer.cookie });
    const [back] = await titled(going, "Back on: Hack Night");
    const [cancelled] = await titled(going, "Cancelled: Hack Night");
    expect(icsOf(cancelled!).event).toMatchObject({ SEQUENCE: "2", STATUS: "CANCELLED" });
    expect(icsOf(back!).event).toMatchObject({ SEQUENCE: "3", STATUS: "CONFIRMED" });
    expect(await titled(going, "Moved to ")).toHaveLength(1);
  });
});

describe("reminders", () => {
  it("go the day before to everyone going, once, across a run whose mail failed and the run that retried it", async () => {
    const clock = useTestClock();
    const officer = await registerOfficer();
    const event = await createEvent(officer.cookie, { title: "Lab Tour", startsAt: utcFromNow(30 * HOUR_MS), endsAt: utcFromNow(32 * HOUR_MS) });
    const going = [await registerMember(), await registerMember()];
    for (const member of going) await rsvp(event.id, member.cookie);
    const reminders = () => Promise.all(going.map(async (member) => (await titled(member, "Reminder: Lab Tour")).length));

    // More than a day ahead: no reminder yet.
    await runCron({ daily: false });
    expect(await reminders()).toEqual([0, 0]);

    // Within the day before: the run queues the reminders, but the mail service refuses them (no API key).
    clock.advance(8 * HOUR_MS);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await runCron({ daily: false, env: { EMAIL_TRANSPORT: "resend", RESEND_API_KEY: "" } });
    expect(errors.mock.calls.flat().join(" ")).toMatch(/RESEND_API_KEY is not set/);
    errors.mockRestore();
    expect(await reminders()).toEqual([0, 0]);
    const queued = await env.DB.prepare("SELECT state, attempts, last_error FROM mail_queue WHERE dedupe_key LIKE ?").bind(`reminder:${event.id}:%`).all();
    expect(queued.results).toEqual([
      { state: "queued", attempts: 1, last_error: "RESEND_API_KEY is not set" },
      { state: "queued", attempts: 1, last_error: "RESEND_API_KEY is not set" },
    ]);

    // The next run (after the backoff) sends each once; later runs queue and send nothing more.
    clock.advance(HOUR_MS);
    await runCron({ daily: false });
    expect(await reminders()).toEqual([1, 1]);
    clock.advance(HOUR_MS);
    await runCron({ daily: false });
    expect(await reminders()).toEqual([1, 1]);
    const [mail] = await titled(going[0]!, "Reminder: Lab Tour");
    expect(icsOf(mail!).event.UID).toContain(event.id);
    expect(mail!.text).toContain("/rsvp/cancel?token=");
    oneClickOf(mail!);
  });

  it("skip members who RSVPed within the day before (their confirmation told them) and events that are cancelled", async () => {
    const clock = useTestClock();
    const officer = await registerOfficer();
    const soon = await createEvent(officer.cookie, { title: "Late Joiners", startsAt: utcFromNow(20 * HOUR_MS), endsAt: utcFromNow(21 * HOUR_MS) });
    const late = await registerMember();
    await rsvp(soon.id, late.cookie);
    const called = await createEvent(officer.cookie, { title: "Called Off", startsAt: utcFromNow(30 * HOUR_MS), endsAt: utcFromNow(31 * HOUR_MS) });
    const early = await registerMember();
    await rsvp(called.id, early.cookie);
    await call("POST", `/api/events/${called.id}/cancel`, { cookie: officer.cookie });
    clock.advance(8 * HOUR_MS);
    await runCron({ daily: false });
    expect(await titled(late, "Reminder")).toHaveLength(0);
    expect(await titled(early, "Reminder")).toHaveLength(0);
  });
});

/**
 * Resend as the queue meets it (decision 092): a key is sent once, and a repeat is answered without a
 * second mail. `how` says what becomes of each request: sent and answered, sent but the answer lost
 * on the way back (as a run that dies before marking the row sent), or refused before sending.
 */
function fakeResend(how: (to: string) => "accept" | "lose-answer" | "refuse") {
  const requests: { to: string; key: string | null }[] = [];
  const delivered: string[] = [];
  const keys = new Set<string>();
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    expect(String(input instanceof Request ? input.url : input)).toBe("https://api.resend.com/emails");
    const key = new Headers(init?.headers).get("Idempotency-Key");
    const to = (JSON.parse(String(init?.body)) as { to: string[] }).to[0]!;
    requests.push({ to, key });
    const outcome = how(to);
    if (outcome === "refuse") throw new TypeError("Network connection lost.");
    if (key === null || !keys.has(key)) delivered.push(to);
    if (key !== null) keys.add(key);
    if (outcome === "lose-answer") throw new TypeError("Network connection lost.");
    return new Response(JSON.stringify({ id: crypto.randomUUID() }), { status: 200 });
  });
  return { requests, delivered };
}

const RESEND = { EMAIL_TRANSPORT: "resend", RESEND_API_KEY: "re_test_key" };

describe("reminders across a run that fails half-way", () => {
  it("each member gets one: the transport takes two, loses the answer to the third and refuses the fourth; the next run sends the rest under the same keys", async () => {
    const clock = useTestClock();
    const officer = await registerOfficer();
    const event = await createEvent(officer.cookie, { title: "Half Way", startsAt: utcFromNow(30 * HOUR_MS), endsAt: utcFromNow(32 * HOUR_MS) });
    const going = [await registerMember(), await registerMember(), await registerMember(), await registerMember()];
    for (const member of going) await rsvp(event.id, member.cookie);
    const ours = going.map((member) => member.email);
    const [, , lost, refused] = ours;

    let accepted = 0;
    let failing = true;
    const resend = fakeResend((to) => {
      if (!failing) return "accept";
      if (ours.includes(to) && to !== lost && to !== refused && accepted < 2) {
        accepted += 1;
        return "accept";
      }
      return to === lost ? "lose-answer" : "refuse";
    });
    clock.advance(8 * HOUR_MS);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await runCron({ daily: false, env: RESEND });
    const states = async () =>
      (await env.DB.prepare("SELECT to_address, state FROM mail_queue WHERE dedupe_key LIKE ?").bind(`reminder:${event.id}:%`).all()).results;
    expect(await states()).toEqual(
      expect.arrayContaining(
        going.map((member) => ({ to_address: member.email, state: member.email === lost || member.email === refused ? "queued" : "sent" })),
      ),
    );

    // The retry, after the backoff, with the mail service working again; then one more run, which finds nothing to do.
    failing = false;
    clock.advance(HOUR_MS);
    await runCron({ daily: false, env: RESEND });
    clock.advance(HOUR_MS);
    await runCron({ daily: false, env: RESEND });
    errors.mockRestore();
    expect((await states()).map((row) => row.state)).toEqual(["sent", "sent", "sent", "sent"]);
    const ourRequests = resend.requests.filter((request) => ours.includes(request.to));
    expect(ours.map((to) => resend.delivered.filter((one) => one === to).length)).toEqual([1, 1, 1, 1]);
    // The lost answer's mail was asked for twice under one key, which is why it arrived once.
    const lostKeys = ourRequests.filter((request) => request.to === lost).map((request) => request.key);
    expect(lostKeys).toEqual([expect.stringMatching(/^mail-queue\/reminder:/), lostKeys[0]]);
    expect(new Set(ourRequests.map((request) => request.key)).size).toBe(4);
    // Nothing went through another transport meanwhile.
    for (const member of going) expect(await titled(member, "Reminder: Half Way")).toHaveLength(0);
  });
});

describe("the reminder two hours before (the officer's choice)", () => {
  it("goes once, across runs, to the members going to an event that asks for it — not to those who turned reminders off or RSVPed within the two hours", async () => {
    const clock = useTestClock();
    const officer = await registerOfficer();
    const times = { startsAt: utcFromNow(5 * HOUR_MS), endsAt: utcFromNow(6 * HOUR_MS) };
    const asked = await createEvent(officer.cookie, { ...times, title: "Soon Asked", remindSoon: true });
    const plain = await createEvent(officer.cookie, { ...times, title: "Soon Plain" });
    expect(asked.remindSoon).toBe(true);
    expect(plain.remindSoon).toBe(false);
    const [wants, optedOut, other, late] = [await registerMember(), await registerMember(), await registerMember(), await registerMember()];
    await rsvp(asked.id, wants.cookie);
    await rsvp(asked.id, optedOut.cookie);
    await call("PUT", "/api/me/notifications", { body: { reminders: false }, cookie: optedOut.cookie });
    await rsvp(plain.id, other.cookie);
    const start = Date.parse(asked.startsAt);

    // Three hours before: not yet.
    clock.set(start - 3 * HOUR_MS);
    await runCron({ daily: false });
    expect(await titled(wants, "Starting soon")).toHaveLength(0);

    // Within the two hours: queued and sent; a member who RSVPs now just had a confirmation.
    clock.set(start - 100 * 60_000);
    await rsvp(asked.id, late.cookie);
    clock.set(start - 90 * 60_000);
    await runCron({ daily: false });
    clock.set(start - 30 * 60_000);
    await runCron({ daily: false });
    const mails = await titled(wants, "Starting soon: Soon Asked");
    expect(mails).toHaveLength(1);
    const sameDay = dayAt(start, site.timeZone) === dayAt(start - 90 * 60_000, site.timeZone);
    const when = sameDay ? `today at ${formatInstant("zonedTime", start, site.timeZone)}` : formatInstant("dayTime", start, site.timeZone);
    expect(mails[0]!.subject).toContain(`Soon Asked, ${when}`);
    expect(mails[0]!.text).toContain(`Soon Asked starts within the next two hours: ${when}, `);
    expect(icsOf(mails[0]!).event.UID).toContain(asked.id);
    expect(mails[0]!.text).toContain("/rsvp/cancel?token=");
    expect(oneClickOf(mails[0]!).pathname).toBe("/api/notifications/unsubscribe");
    for (const member of [optedOut, other, late]) expect(await titled(member, "Starting soon")).toHaveLength(0);
    // The day-before reminder was not theirs either: they all RSVPed within the day before.
    expect(await titled(wants, "Reminder:")).toHaveLength(0);
    const rows = await env.DB.prepare("SELECT dedupe_key, not_after FROM mail_queue WHERE instr(dedupe_key, ?) = 1").bind(`reminder-soon:${asked.id}:`).all();
    expect(rows.results).toEqual([{ dedupe_key: `reminder-soon:${asked.id}:${start}:${wants.id}`, not_after: start }]);
  });

  it("expires at the start when no run could send it by then", async () => {
    const clock = useTestClock();
    const officer = await registerOfficer();
    const event = await createEvent(officer.cookie, {
      title: "Soon Missed",
      remindSoon: true,
      startsAt: utcFromNow(5 * HOUR_MS),
      endsAt: utcFromNow(6 * HOUR_MS),
    });
    const member = await registerMember();
    await rsvp(event.id, member.cookie);
    const start = Date.parse(event.startsAt);
    clock.set(start - 90 * 60_000);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await runCron({ daily: false, env: { EMAIL_TRANSPORT: "resend", RESEND_API_KEY: "" } });
    errors.mockRestore();
    clock.set(start + 60_000);
    await runCron({ daily: false });
    expect(await titled(member, "Starting soon")).toHaveLength(0);
    const [row] = (await env.DB.prepare("SELECT state FROM mail_queue WHERE instr(dedupe_key, ?) = 1").bind(`reminder-soon:${event.id}:`).all()).results;
    expect(row).toEqual({ state: "expired" });
  });
});

describe("choosing which mails", () => {
  it("GET and PUT /api/me/notifications: every topic on at first; account mail cannot be turned off", async () => {
    const member = await registerMember();
    expectError(await call("GET", "/api/me/notifications"), 401, "UNAUTHENTICATED");
    expect((await call("GET", "/api/me/notifications", { cookie: member.cookie })).body.data).toEqual({
      confirmations: true,
      reminders: true,
      changes: true,
      announcements: true,
    });
    const saved = await call("PUT", "/api/me/notifications", { body: { reminders: false }, cookie: member.cookie });
    expect(saved.body.data).toEqual({ confirmations: true, reminders: false, changes: true, announcements: true });
    expectError(await call("PUT", "/api/me/notifications", { body: { account: false }, cookie: member.cookie }), 400, "VALIDATION_ERROR");
    expectError(await call("PUT", "/api/me/notifications", { body: { changes: "no" }, cookie: member.cookie }), 400, "VALIDATION_ERROR");
    const back = await call("PUT", "/api/me/notifications", { body: { reminders: true }, cookie: member.cookie });
    expect(back.body.data).toEqual({ confirmations: true, reminders: true, changes: true, announcements: true });
  });

  it("the one-click unsubscribe works by POST without a session, for that topic only; mails of it stop", async () => {
    const officer = await registerOfficer();
    const first = await createEvent(officer.cookie, { title: "Unsubscribe One" });
    const member = await registerMember();
    await rsvp(first.id, member.cookie);
    const [confirmation] = await titled(member, "You're going: Unsubscribe One");
    const url = oneClickOf(confirmation!);

    const done = await postOneClick(url);
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({ topic: "confirmations" });
    expect(done.body.message).toBe("You will get no more RSVP confirmations.");
    // Again: still fine (mail apps retry).
    expect((await postOneClick(url)).status).toBe(200);
    expect((await call("GET", "/api/me/notifications", { cookie: member.cookie })).body.data).toEqual({
      confirmations: false,
      reminders: true,
      changes: true,
      announcements: true,
    });

    const second = await createEvent(officer.cookie, { title: "Unsubscribe Two" });
    await rsvp(second.id, member.cookie);
    expect(await titled(member, "You're going: Unsubscribe Two")).toHaveLength(0);
    // Changes still come.
    await call("POST", `/api/events/${second.id}/cancel`, { cookie: officer.cookie });
    expect(await titled(member, "Cancelled: Unsubscribe Two")).toHaveLength(1);

    // A forged or altered token changes nothing.
    const forged = new URL(url);
    forged.searchParams.set("token", `${url.searchParams.get("token")!.slice(0, -3)}abc`);
    expectError(await postOneClick(forged), 400, "INVALID_TOKEN");
    // GET never unsubscribes (link scanners): it is the page that asks (tests/worker/unsubscribe-page.test.ts).
    expect((await call("GET", `${url.pathname}${url.search}`)).headers.get("Content-Type")).toMatch(/^text\/html/);
  });
});

describe("the queue", () => {
  it("the daily clean-up prunes sent mail after a week and failed mail after a month, and keeps what still waits", async () => {
    const tag = crypto.randomUUID();
    const now = Date.now();
    const row = (name: string, state: string, age: number) =>
      env.DB.prepare(
        "INSERT INTO mail_queue (dedupe_key, kind, share, priority, to_address, message, state, next_attempt_at, created_at) VALUES (?, 'event', 'event', 30, 'x@example.edu', '{}', ?, ?, ?)",
      ).bind(`${tag}:${name}`, state, now - age, now - age);
    await env.DB.batch([
      row("sent-old", "sent", 8 * DAY_MS),
      row("sent-new", "sent", 6 * DAY_MS),
      row("expired-old", "expired", 8 * DAY_MS),
      row("failed-old", "failed", 31 * DAY_MS),
      row("failed-new", "failed", 8 * DAY_MS),
      // Far in the future, so no run sends it during the test.
      env.DB.prepare(
        "INSERT INTO mail_queue (dedupe_key, kind, share, priority, to_address, message, next_attempt_at, created_at) VALUES (?, 'event', 'event', 30, 'x@example.edu', '{}', ?, ?)",
      ).bind(`${tag}:queued-old`, now + 365 * DAY_MS, now - 40 * DAY_MS),
    ]);
    await runCron();
    const { results } = await env.DB.prepare("SELECT dedupe_key FROM mail_queue WHERE dedupe_key LIKE ? ORDER BY dedupe_key").bind(`${tag}:%`).all();
    expect(results.map((r) => String(r.dedupe_key).slice(tag.length + 1))).toEqual(["failed-new", "queued-old", "sent-new"]);
  });

  it("keeps mail a transport refused and sends it on a later run; the health page shows the queue and today's shares", async () => {
    const clock = useTestClock();
    const admin = await registerMember(undefined, "member,admin");
    const officer = await registerOfficer();
    const event = await createEvent(officer.cookie, { title: "Queue Night" });
    const member = await registerMember();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const failing = { EMAIL_TRANSPORT: "resend", RESEND_API_KEY: "", MAIL_FROM: "Chapter <chapter@example.edu>" };
    expect((await callWithEnv(failing, "PUT", `/api/events/${event.id}/rsvp`, { cookie: member.cookie })).status).toBe(200);
    errors.mockRestore();
    expect(await titled(member, "You're going: Queue Night")).toHaveLength(0);

    const health = await call("GET", "/api/admin/health", { cookie: admin.cookie });
    const row = health.body.data.checks.find((check: { id: string }) => check.id === "mail-queue");
    expect(row.summary).toMatch(/mails? (is|are) waiting \(\d+ to try again after the mail service refused/);
    expect(row.summary).toMatch(/Sent today \(UTC\): account mail \d+, event mail \d+\./);

    clock.advance(10 * 60_000);
    await runCron({ daily: false });
    expect(await titled(member, "You're going: Queue Night")).toHaveLength(1);
    const [stored] = (
      await env.DB.prepare("SELECT state, attempts FROM mail_queue WHERE to_address = ? AND dedupe_key LIKE 'rsvp-confirmed:%'").bind(member.email).all()
    ).results;
    expect(stored).toEqual({ state: "sent", attempts: 2 });
  });
});
