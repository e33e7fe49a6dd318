import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { checkinClaimSchema, checkinDisplaySchema, checkinResultSchema } from "../../src/shared/attendance";
import { base32Decode } from "../../src/shared/totp";
import { CHECKIN_CLAIMS_PER_NETWORK } from "../../worker/features/checkin/services/checkin";
import { throttleKeys } from "../../worker/lib/throttle-keys";
import { call, callWithEnv, expectEnvelope, expectError } from "./support/api";
import { useTestClock } from "./support/clock";
import { createEvent, HOUR_MS, registerOfficer, rsvp, unrsvp, utcFromNow } from "./support/events";
import { newIdentity, registerAdmin, registerMember, type Member } from "./support/members";
import { checkIn, codeAt, displayOf, expectLedgerConsistent, ledgerOf } from "./support/points";

/**
 * A member's own check-in: the officer's display, codes (window, ±1 step,
 * replays, wrong codes, the throttle, cancelled events), claims for those
 * who sign up on the spot, and what check-in does to RSVPs.
 */

const MINUTE_MS = 60_000;

let officer: Member;
let admin: Member;

beforeAll(async () => {
  [officer, admin] = await Promise.all([registerOfficer(), registerAdmin()]);
});

/** An event starting in `startsInMs` (default: 10 minutes, so its window is open now), one hour long. */
function eventSoon(overrides: Parameters<typeof createEvent>[1] = {}, startsInMs = 10 * MINUTE_MS) {
  return createEvent(officer.cookie, {
    startsAt: utcFromNow(startsInMs),
    endsAt: utcFromNow(startsInMs + HOUR_MS),
    points: 10,
    ...overrides,
  });
}

describe("GET /api/events/{id}/checkin-display", () => {
  it("officers and admins get the secret (base32, 32 bytes), the parameters, the window and the link", async () => {
    const event = await eventSoon();
    for (const who of [officer, admin]) {
      const result = await call("GET", `/api/events/${event.id}/checkin-display`, { cookie: who.cookie });
      expect(result.status).toBe(200);
      expectEnvelope(result);
      const display = checkinDisplaySchema.parse(result.body.data);
      expect(display).toMatchObject({ eventId: event.id, title: event.title, algorithm: "SHA256", digits: 6, period: 30, checkedIn: 0 });
      expect(display.secret).toMatch(/^[A-Z2-7]{52}$/);
      expect(base32Decode(display.secret)).toHaveLength(32);
      expect(display.opensAt).toBe(new Date(Date.parse(event.startsAt) - 15 * MINUTE_MS).toISOString());
      expect(display.closesAt).toBe(new Date(Date.parse(event.endsAt) + 30 * MINUTE_MS).toISOString());
      expect(display.checkinUrl).toBe(`https://chapter.test/checkin?e=${event.id}`);
      expect(Math.abs(Date.parse(display.serverTime) - Date.now())).toBeLessThan(60_000);
    }
  });

  it("visitors get 401, members 403, unknown events 404", async () => {
    const event = await eventSoon();
    const member = await registerMember();
    expectError(await call("GET", `/api/events/${event.id}/checkin-display`), 401, "UNAUTHENTICATED");
    expectError(await call("GET", `/api/events/${event.id}/checkin-display`, { cookie: member.cookie }), 403, "FORBIDDEN");
    expectError(await call("GET", "/api/events/ev_nope/checkin-display", { cookie: officer.cookie }), 404, "NOT_FOUND");
  });

  it("each event has its own secret, and no member-facing answer carries it", async () => {
    const event = await eventSoon({ capacity: 5 });
    const other = await eventSoon();
    const member = await registerMember();
    const display = await displayOf(event.id, officer.cookie);
    expect((await displayOf(other.id, officer.cookie)).secret).not.toBe(display.secret);
    const { secret: hex } = (await env.DB.prepare("SELECT checkin_secret AS secret FROM events WHERE id = ?").bind(event.id).first<{ secret: string }>())!;
    expect(hex).toMatch(/^[0-9a-f]{64}$/);
    await rsvp(event.id, member.cookie);
    const feed = await call("POST", "/api/calendar/feed", { cookie: member.cookie });
    const answers = [
      await call("GET", "/api/events?limit=500"),
      await call("GET", "/api/events?limit=500", { cookie: member.cookie }),
      await call("GET", `/api/events/${event.id}`, { cookie: member.cookie }),
      await call("GET", `/api/events/${event.slug}`),
      await rsvp(event.id, member.cookie),
      await checkIn(event.id, member.cookie, { code: await codeAt(display) }),
      await call("GET", `/events/${event.slug}`),
      await call("GET", `/events/${event.slug}.ics`),
      await call("GET", "/calendar.ics"),
      await call("GET", new URL(feed.body.data.url).pathname),
      await call("GET", `/api/events/${event.id}/rsvps`, { cookie: officer.cookie }),
    ];
    for (const answer of answers) {
      const text = typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body);
      expect(text).not.toContain(hex);
      expect(text).not.toContain(display.secret);
      expect(text).not.toMatch(/checkin_?secret/i);
    }
  });
});

describe("POST /api/events/{id}/checkin with a code", () => {
  it("201 with the points, the term's and the total; again 200 alreadyCheckedIn and no new points", async () => {
    const event = await eventSoon({ points: 15 });
    const member = await registerMember();
    const display = await displayOf(event.id, officer.cookie);
    const first = await checkIn(event.id, member.cookie, { code: await codeAt(display) });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expectEnvelope(first);
    const result = checkinResultSchema.parse(first.body.data);
    expect(result).toMatchObject({ eventId: event.id, userId: member.id, points: 15, totalPoints: 15, alreadyCheckedIn: false });
    expect(result.event).toEqual({ id: event.id, slug: event.slug, title: event.title, startsAt: event.startsAt });
    expect(first.body.message).toBe(
      `You're checked in to ${event.title} — +15 points${result.termPoints === null ? "" : ` (${result.termPoints} this term)`}.`,
    );

    const again = await checkIn(event.id, member.cookie, { code: await codeAt(display) });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ points: 15, totalPoints: 15, alreadyCheckedIn: true, checkedInAt: result.checkedInAt });
    expect(again.body.message).toMatch(/already checked in/);
    expect(await ledgerOf(member.id)).toEqual([
      { delta: 15, kind: "attendance", eventId: event.id, reason: "Checked in", actorId: member.id, key: `attendance:${event.id}:${member.id}` },
    ]);
    expect((await displayOf(event.id, officer.cookie)).checkedIn).toBe(1);
    await expectLedgerConsistent();
  });

  it("accepts the previous and the next step's code, not two steps away", async () => {
    const clock = useTestClock();
    const event = await eventSoon();
    const display = await displayOf(event.id, officer.cookie);
    // Two steps away may collide with a near step by chance; such a member is skipped.
    for (const drift of [-1, 1]) {
      const member = await registerMember();
      expect((await checkIn(event.id, member.cookie, { code: await codeAt(display, clock.now(), drift) })).status).toBe(201);
    }
    for (const drift of [-2, 2]) {
      const member = await registerMember();
      const code = await codeAt(display, clock.now(), drift);
      const near = await Promise.all([-1, 0, 1].map((d) => codeAt(display, clock.now(), d)));
      if (near.includes(code)) continue;
      expectError(await checkIn(event.id, member.cookie, { code }), 400, "INVALID_CHECKIN_CODE");
    }
    // A code read 50 s ago (the step before last) is still good at the step's edge, not a step later.
    const member = await registerMember();
    const stepStart = Math.floor(clock.now() / 30_000) * 30_000;
    clock.set(stepStart + 29_000);
    const code = await codeAt(display);
    clock.set(stepStart + 30_000 + 29_000);
    expect((await checkIn(event.id, member.cookie, { code })).status).toBe(201);
    const late = await registerMember();
    clock.set(stepStart + 60_000 + 29_000);
    const nearNow = await Promise.all([-1, 0, 1].map((d) => codeAt(display, clock.now(), d)));
    if (!nearNow.includes(code)) expectError(await checkIn(event.id, late.cookie, { code }), 400, "INVALID_CHECKIN_CODE");
  });

  it("one code checks in many members (it proves presence), each once", async () => {
    const event = await eventSoon({ points: 5 });
    const display = await displayOf(event.id, officer.cookie);
    const code = await codeAt(display);
    const members = await Promise.all([registerMember(), registerMember(), registerMember()]);
    for (const member of members) {
      expect((await checkIn(event.id, member.cookie, { code })).status).toBe(201);
      expect((await checkIn(event.id, member.cookie, { code })).status).toBe(200);
    }
    const { n } = (await env.DB.prepare("SELECT COUNT(*) AS n FROM points_ledger WHERE event_id = ?").bind(event.id).first<{ n: number }>())!;
    expect(n).toBe(3);
    await expectLedgerConsistent();
  });

  it("a wrong code: 400 INVALID_CHECKIN_CODE; a malformed one: 400 VALIDATION_ERROR at its field", async () => {
    const event = await eventSoon();
    const member = await registerMember();
    const display = await displayOf(event.id, officer.cookie);
    const near = await Promise.all([-1, 0, 1].map((d) => codeAt(display, Date.now(), d)));
    const wrong = ["000000", "123456", "999999"].find((code) => !near.includes(code))!;
    const result = await checkIn(event.id, member.cookie, { code: wrong });
    expectError(result, 400, "INVALID_CHECKIN_CODE");
    expect(result.body.error.errMsg).toMatch(/not the one on the screen now\. Codes change every 30 seconds/);
    for (const body of [{ code: "12345" }, { code: "12a456" }, { code: 123456 }, {}, { code: "123456", claim: "x" }, { code: "123456", extra: 1 }]) {
      const bad = await call("POST", `/api/events/${event.id}/checkin`, { cookie: member.cookie, body });
      expectError(bad, 400, "VALIDATION_ERROR");
    }
    const spaced = await checkIn(event.id, member.cookie, { code: `${near[1]!.slice(0, 3)} ${near[1]!.slice(3)}` });
    expect(spaced.status).toBe(201);
    expect(await ledgerOf(member.id)).toHaveLength(1);
  });

  it("visitors get 401; unknown events 404", async () => {
    const event = await eventSoon();
    const member = await registerMember();
    expectError(await checkIn(event.id, undefined, { code: "123456" }), 401, "UNAUTHENTICATED");
    expectError(await checkIn("ev_unknown", member.cookie, { code: "123456" }), 404, "NOT_FOUND");
    expectError(await checkIn("x".repeat(80), member.cookie, { code: "123456" }), 404, "NOT_FOUND");
  });

  it("more than 10 tries a minute: 429 with Retry-After, even with the right code; a minute later it works", async () => {
    const clock = useTestClock();
    const event = await eventSoon();
    const member = await registerMember();
    const display = await displayOf(event.id, officer.cookie);
    const near = await Promise.all([-1, 0, 1].map((d) => codeAt(display, clock.now(), d)));
    const wrong = ["000000", "111111", "222222"].find((code) => !near.includes(code))!;
    for (let i = 0; i < 10; i += 1) expectError(await checkIn(event.id, member.cookie, { code: wrong }), 400, "INVALID_CHECKIN_CODE");
    const blocked = await checkIn(event.id, member.cookie, { code: await codeAt(display) });
    expectError(blocked, 429, "RATE_LIMITED");
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(Number(blocked.headers.get("Retry-After"))).toBeLessThanOrEqual(60);
    expect(await ledgerOf(member.id)).toEqual([]);
    // Another member is not affected.
    expect((await checkIn(event.id, (await registerMember()).cookie, { code: await codeAt(display) })).status).toBe(201);
    clock.advance(61_000);
    expect((await checkIn(event.id, member.cookie, { code: await codeAt(display) })).status).toBe(201);
  });

  it("twenty identical check-ins at once award exactly once, never a 5xx", async () => {
    const event = await eventSoon({ points: 7 });
    const member = await registerMember();
    const code = await codeAt(await displayOf(event.id, officer.cookie));
    const results = await Promise.all(Array.from({ length: 20 }, () => checkIn(event.id, member.cookie, { code })));
    const statuses = results.map((result) => result.status);
    for (const result of results) expectEnvelope(result);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    // The rest: already checked in, or past the 10 tries a minute.
    expect(statuses.every((status) => [200, 201, 429].includes(status))).toBe(true);
    expect(await ledgerOf(member.id)).toHaveLength(1);
    const { points } = (await env.DB.prepare("SELECT points FROM users WHERE id = ?").bind(member.id).first<{ points: number }>())!;
    expect(points).toBe(7);
    await expectLedgerConsistent();
  });
});

describe("the check-in window (server clock, UTC)", () => {
  it("opens 15 minutes before the start and closes 30 minutes after the end, to the millisecond", async () => {
    const clock = useTestClock();
    const event = await eventSoon({}, 2 * HOUR_MS);
    const display = await displayOf(event.id, officer.cookie);
    const opensAt = Date.parse(display.opensAt);
    const closesAt = Date.parse(display.closesAt);
    expect(opensAt).toBe(Date.parse(event.startsAt) - 15 * MINUTE_MS);
    expect(closesAt).toBe(Date.parse(event.endsAt) + 30 * MINUTE_MS);
    const [early, first, last, late] = await Promise.all([registerMember(), registerMember(), registerMember(), registerMember()]);

    clock.set(opensAt - 1);
    const tooEarly = await checkIn(event.id, early.cookie, { code: await codeAt(display) });
    expectError(tooEarly, 409, "CHECKIN_CLOSED");
    expect(tooEarly.body.error.errMsg).toMatch(/not opened yet/);
    clock.set(opensAt);
    expect((await checkIn(event.id, first.cookie, { code: await codeAt(display) })).status).toBe(201);
    clock.set(closesAt - 1);
    expect((await checkIn(event.id, last.cookie, { code: await codeAt(display) })).status).toBe(201);
    clock.set(closesAt);
    const tooLate = await checkIn(event.id, late.cookie, { code: await codeAt(display) });
    expectError(tooLate, 409, "CHECKIN_CLOSED");
    expect(tooLate.body.error.errMsg).toMatch(/closed.*officer/);
    // Someone already checked in is told so, even once the window has closed.
    expect((await checkIn(event.id, first.cookie, { code: await codeAt(display) })).body.data.alreadyCheckedIn).toBe(true);
    expect(await ledgerOf(early.id)).toEqual([]);
    expect(await ledgerOf(late.id)).toEqual([]);
  });

  it("an officer can set other offsets per event (create and PATCH), checked against the shared rules", async () => {
    const clock = useTestClock();
    const event = await eventSoon({ checkinOpensMinutesBefore: 60, checkinClosesMinutesAfter: 0 }, 2 * HOUR_MS);
    expect(event).toMatchObject({ checkinOpensMinutesBefore: 60, checkinClosesMinutesAfter: 0 });
    const display = await displayOf(event.id, officer.cookie);
    expect(Date.parse(display.opensAt)).toBe(Date.parse(event.startsAt) - HOUR_MS);
    expect(display.closesAt).toBe(event.endsAt);
    const patched = await call("PATCH", `/api/events/${event.id}`, {
      cookie: officer.cookie,
      body: { checkinOpensMinutesBefore: 0, checkinClosesMinutesAfter: 120 },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ checkinOpensMinutesBefore: 0, checkinClosesMinutesAfter: 120, sequence: event.sequence });
    const member = await registerMember();
    clock.set(Date.parse(event.startsAt) - 1);
    expectError(await checkIn(event.id, member.cookie, { code: await codeAt(display) }), 409, "CHECKIN_CLOSED");
    clock.set(Date.parse(event.endsAt) + 119 * MINUTE_MS);
    expect((await checkIn(event.id, member.cookie, { code: await codeAt(display) })).status).toBe(201);
    for (const body of [{ checkinOpensMinutesBefore: -1 }, { checkinClosesMinutesAfter: 1441 }, { checkinOpensMinutesBefore: 1.5 }]) {
      const bad = await call("PATCH", `/api/events/${event.id}`, { cookie: officer.cookie, body });
      expectError(bad, 400, "VALIDATION_ERROR");
      expect(Object.keys(bad.body.error.fields)).toEqual(Object.keys(body));
    }
  });

  it("a cancelled event: 409 CHECKIN_CLOSED, and no points", async () => {
    const event = await eventSoon();
    const member = await registerMember();
    const display = await displayOf(event.id, officer.cookie);
    await call("POST", `/api/events/${event.id}/cancel`, { cookie: officer.cookie });
    const result = await checkIn(event.id, member.cookie, { code: await codeAt(display) });
    expectError(result, 409, "CHECKIN_CLOSED");
    expect(result.body.error.errMsg).toMatch(/cancelled/);
    expect(await ledgerOf(member.id)).toEqual([]);
  });
});

describe("check-in and RSVPs", () => {
  async function rsvpRow(eventId: string, userId: string) {
    return env.DB.prepare(
      "SELECT status, walk_in AS walkIn, attended_at AS attendedAt, checkin_method AS method FROM event_rsvps WHERE event_id = ? AND user_id = ?",
    )
      .bind(eventId, userId)
      .first<{ status: string; walkIn: number; attendedAt: number | null; method: string | null }>();
  }

  it("marks the RSVP attended; one on the waitlist who checks in is an attendee; neither can cancel it then", async () => {
    const event = await eventSoon({ capacity: 2 });
    const [going, waiting, third, fourth] = await Promise.all([registerMember(), registerMember(), registerMember(), registerMember()]);
    await rsvp(event.id, going.cookie);
    await rsvp(event.id, third.cookie);
    expect((await rsvp(event.id, waiting.cookie)).body.data.status).toBe("waitlist");
    expect((await rsvp(event.id, fourth.cookie)).body.data.status).toBe("waitlist");
    const display = await displayOf(event.id, officer.cookie);
    for (const who of [going, waiting]) expect((await checkIn(event.id, who.cookie, { code: await codeAt(display) })).status).toBe(201);
    expect(await rsvpRow(event.id, going.id)).toMatchObject({ status: "going", walkIn: 0, method: "code" });
    expect(await rsvpRow(event.id, waiting.id)).toMatchObject({ status: "going", walkIn: 0, method: "code" });
    for (const who of [going, waiting]) {
      const refused = await unrsvp(event.id, who.cookie);
      expectError(refused, 409, "RSVP_CLOSED");
      expect(refused.body.error.errMsg).toMatch(/checked in/);
    }
    const again = await rsvp(event.id, waiting.cookie);
    expect(again.body.data).toMatchObject({
      status: "going",
      checkedIn: true,
      waitlistPosition: null,
      event: { myRsvp: "going", myCheckedInAt: expect.any(String) },
    });
    // Only the one still waiting is on the waitlist, first in line.
    expect((await rsvp(event.id, fourth.cookie)).body.data).toMatchObject({ status: "waitlist", waitlistPosition: 1 });
    const read = await call("GET", `/api/events/${event.id}`, { cookie: going.cookie });
    expect(read.body.data).toMatchObject({ rsvpCount: 3, waitlistCount: 1, spotsLeft: 0, myRsvp: "going" });
    // A member who did not check in still can cancel; the place is not a free one (three are in the room), so nobody moves up.
    expect((await unrsvp(event.id, third.cookie)).status).toBe(200);
    expect(await rsvpRow(event.id, fourth.id)).toMatchObject({ status: "waitlist" });
    expect((await call("GET", `/api/events/${event.id}`)).body.data).not.toHaveProperty("myCheckedInAt");
  });

  it("a walk-in is an attendee whatever the capacity: going, never on the waitlist, and not counted as waiting", async () => {
    const event = await eventSoon({ capacity: 1 });
    const [first, second] = await Promise.all([registerMember(), registerMember()]);
    const display = await displayOf(event.id, officer.cookie);
    expect((await checkIn(event.id, first.cookie, { code: await codeAt(display) })).status).toBe(201);
    expect((await checkIn(event.id, second.cookie, { code: await codeAt(display) })).status).toBe(201);
    expect(await rsvpRow(event.id, first.id)).toMatchObject({ status: "going", walkIn: 1 });
    expect(await rsvpRow(event.id, second.id)).toMatchObject({ status: "going", walkIn: 1 });
    const read = await call("GET", `/api/events/${event.id}`);
    expect(read.body.data).toMatchObject({ rsvpCount: 2, waitlistCount: 0, spotsLeft: 0 });
    const mine = await call("GET", "/api/events?mine=true", { cookie: second.cookie });
    expect(mine.body.data.find((e: { id: string }) => e.id === event.id)).toMatchObject({ myRsvp: "going", myCheckedInAt: expect.any(String) });
  });
});

describe("check-in claims: scan, sign up, check in", () => {
  const network = { "CF-Connecting-IP": "198.51.100.23" };

  function claimFor(eventId: string, code: string, headers: Record<string, string> = network) {
    return call("POST", `/api/events/${eventId}/checkin-claim`, { body: { code }, headers });
  }

  it("a visitor exchanges the code for a claim (records nothing); after signing up, the claim checks them in though the code has expired", async () => {
    const clock = useTestClock();
    const event = await eventSoon({ points: 20 });
    const display = await displayOf(event.id, officer.cookie);
    const claimed = await claimFor(event.id, await codeAt(display));
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    expectEnvelope(claimed);
    const claim = checkinClaimSchema.parse(claimed.body.data);
    expect(claim.event).toEqual({ id: event.id, slug: event.slug, title: event.title, startsAt: event.startsAt });
    expect(Date.parse(claim.expiresAt)).toBe(clock.now() + 30 * MINUTE_MS);
    expect((await displayOf(event.id, officer.cookie)).checkedIn).toBe(0);

    clock.advance(10 * MINUTE_MS); // signing up with the e-mailed code takes a while
    const newcomer = await registerMember(newIdentity("newcomer"));
    const result = await checkIn(event.id, newcomer.cookie, { claim: claim.claim });
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    expect(result.body.data).toMatchObject({ points: 20, totalPoints: 20, alreadyCheckedIn: false });
    const row = await env.DB.prepare("SELECT checkin_method AS method FROM event_rsvps WHERE event_id = ? AND user_id = ?").bind(event.id, newcomer.id).first();
    expect(row).toEqual({ method: "claim" });
    expect((await checkIn(event.id, newcomer.cookie, { claim: claim.claim })).status).toBe(200);
    await expectLedgerConsistent();
  });

  it("a claim works for its event only, for 30 minutes, and while the window is open", async () => {
    const clock = useTestClock();
    const event = await eventSoon({}, 5 * MINUTE_MS);
    const other = await eventSoon();
    const display = await displayOf(event.id, officer.cookie);
    const { claim } = (await claimFor(event.id, await codeAt(display))).body.data;
    const member = await registerMember();
    expectError(await checkIn(other.id, member.cookie, { claim }), 400, "INVALID_CHECKIN_CLAIM");
    const forged = `${claim.slice(0, -2)}${claim.endsWith("AA") ? "BB" : "AA"}`;
    expectError(await checkIn(event.id, member.cookie, { claim: forged }), 400, "INVALID_CHECKIN_CLAIM");
    expectError(await checkIn(event.id, member.cookie, { claim: "not a claim" }), 400, "INVALID_CHECKIN_CLAIM");
    clock.advance(30 * MINUTE_MS + 1000);
    const expired = await checkIn(event.id, member.cookie, { claim });
    expectError(expired, 400, "INVALID_CHECKIN_CLAIM");
    expect(expired.body.error.errMsg).toMatch(/expired/);

    // A fresh claim, then the window closes (cancelled): refused.
    const fresh = (await claimFor(event.id, await codeAt(display))).body.data.claim;
    await call("POST", `/api/events/${event.id}/cancel`, { cookie: officer.cookie });
    expectError(await checkIn(event.id, member.cookie, { claim: fresh }), 409, "CHECKIN_CLOSED");
    expect(await ledgerOf(member.id)).toEqual([]);
  });

  it("a claim needs a right code while the window is open", async () => {
    const clock = useTestClock();
    const event = await eventSoon({}, 3 * HOUR_MS);
    const display = await displayOf(event.id, officer.cookie);
    const near = await Promise.all([-1, 0, 1].map((d) => codeAt(display, clock.now(), d)));
    const wrong = ["000000", "314159", "271828"].find((code) => !near.includes(code))!;
    expectError(await claimFor(event.id, wrong), 400, "INVALID_CHECKIN_CODE");
    expectError(await claimFor(event.id, await codeAt(display)), 409, "CHECKIN_CLOSED");
    expectError(await claimFor("ev_unknown", "123456"), 404, "NOT_FOUND");
    expectError(await call("POST", `/api/events/${event.id}/checkin-claim`, { body: { code: "12" }, headers: network }), 400, "VALIDATION_ERROR");
    clock.set(Date.parse(display.opensAt));
    expect((await claimFor(event.id, await codeAt(display))).status).toBe(200);
  });

  it("is throttled per network (IPv6: per /64), with Retry-After", async () => {
    const event = await eventSoon();
    const display = await displayOf(event.id, officer.cookie);
    const ip = "2001:db8:77:1::5";
    await env.DB.prepare("INSERT INTO throttles (key, count, reset_at) VALUES (?, ?, ?)")
      .bind(throttleKeys.checkinClaimsByNetwork(ip), CHECKIN_CLAIMS_PER_NETWORK, Date.now() + 5 * MINUTE_MS)
      .run();
    const limited = await claimFor(event.id, await codeAt(display), { "CF-Connecting-IP": "2001:db8:77:1::9" });
    expectError(limited, 429, "RATE_LIMITED");
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(200);
    expect((await claimFor(event.id, await codeAt(display), { "CF-Connecting-IP": "2001:db8:77:2::9" })).status).toBe(200);
  });

  it("signs with a key the Worker makes itself where none is set, with the set one where there is, and refuses one too short (logged)", async () => {
    const event = await eventSoon();
    const display = await displayOf(event.id, officer.cookie);
    const deployed = { EMAIL_TRANSPORT: "resend", CHECKIN_CLAIM_SECRET: undefined };

    // No secret set: the Worker's own key, made once, kept in D1 and in no answer.
    const generated = await callWithEnv(deployed, "POST", `/api/events/${event.id}/checkin-claim`, { body: { code: await codeAt(display) } });
    expect(generated.status, JSON.stringify(generated.body)).toBe(200);
    const stored = await env.DB.prepare("SELECT value FROM generated_keys WHERE name = 'checkin-claims'").all<{ value: string }>();
    expect(stored.results).toHaveLength(1);
    expect(stored.results[0]!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(generated.body)).not.toContain(stored.results[0]!.value);
    const member = await registerMember();
    expect(
      (await callWithEnv(deployed, "POST", `/api/events/${event.id}/checkin`, { cookie: member.cookie, body: { claim: generated.body.data.claim } })).status,
    ).toBe(201);

    // A set secret wins: a claim signed with the Worker's own key is not one of its claims.
    const key = "a-deployment-key-that-is-long-enough-0123456789";
    const configuredEnv = { ...deployed, CHECKIN_CLAIM_SECRET: key };
    const other = await registerMember();
    const another = await callWithEnv(deployed, "POST", `/api/events/${event.id}/checkin-claim`, { body: { code: await codeAt(display) } });
    expectError(
      await callWithEnv(configuredEnv, "POST", `/api/events/${event.id}/checkin`, { cookie: other.cookie, body: { claim: another.body.data.claim } }),
      400,
      "INVALID_CHECKIN_CLAIM",
    );
    const configured = await callWithEnv(configuredEnv, "POST", `/api/events/${event.id}/checkin-claim`, { body: { code: await codeAt(display) } });
    expect(configured.status).toBe(200);
    expect(
      (await callWithEnv(configuredEnv, "POST", `/api/events/${event.id}/checkin`, { cookie: other.cookie, body: { claim: configured.body.data.claim } }))
        .status,
    ).toBe(201);

    // Set too short: claims fail closed, and the log says what to do.
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const short = await callWithEnv({ ...deployed, CHECKIN_CLAIM_SECRET: "too short" }, "POST", `/api/events/${event.id}/checkin-claim`, {
      body: { code: await codeAt(display) },
    });
    expectError(short, 503, "CHECKIN_NOT_CONFIGURED");
    expect(errors.mock.calls.flat().join(" ")).toMatch(/configuration error: CHECKIN_CLAIM_SECRET is shorter than 32 characters/);
    errors.mockRestore();
    // A code needs no key.
    const withCode = await callWithEnv({ ...deployed, CHECKIN_CLAIM_SECRET: "too short" }, "POST", `/api/events/${event.id}/checkin`, {
      cookie: (await registerMember()).cookie,
      body: { code: await codeAt(display) },
    });
    expect(withCode.status).toBe(201);
  });
});
