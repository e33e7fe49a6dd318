import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { attendanceCountsSchema, attendanceListSchema, attendanceRemovalSchema, checkinResultSchema } from "../../src/shared/attendance";
import { call, expectEnvelope, expectError } from "./support/api";
import { useTestClock } from "./support/clock";
import { createEvent, DAY_MS, HOUR_MS, registerOfficer, rsvp } from "./support/events";
import { newIdentity, registerAdmin, registerMember, type Member } from "./support/members";
import { adjust, checkIn, codeAt, displayOf, expectLedgerConsistent, ledgerOf, manualCheckIn, removeAttendance } from "./support/points";

/**
 * Officers' attendance: checking a member in by hand (also after the
 * event), removing an attendance (its points reversed, auditable, and a
 * later check-in still possible), the list with RSVP-vs-attended counts and
 * its CSV.
 */

const MINUTE_MS = 60_000;

let officer: Member;
let admin: Member;

beforeAll(async () => {
  [officer, admin] = await Promise.all([registerOfficer(), registerAdmin()]);
});

const iso = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString();

/** An event that ended yesterday (officers check people in after the fact), worth `points`. */
function pastEvent(points = 10, overrides: Parameters<typeof createEvent>[1] = {}) {
  return createEvent(officer.cookie, { startsAt: iso(Date.now() - DAY_MS - 2 * HOUR_MS), endsAt: iso(Date.now() - DAY_MS), points, ...overrides });
}

describe("POST /api/events/{id}/attendance (officers)", () => {
  it("checks a member in by username, e-mail or id — after the event too — as method manual with the officer as actor", async () => {
    const event = await pastEvent(12);
    const [a, b, c] = await Promise.all([registerMember(), registerMember(), registerMember()]);
    for (const [who, login] of [
      [a, a.username.toUpperCase()],
      [b, b.email],
      [c, c.id],
    ] as const) {
      const result = await manualCheckIn(event.id, officer.cookie, login);
      expect(result.status, JSON.stringify(result.body)).toBe(201);
      expectEnvelope(result);
      expect(checkinResultSchema.parse(result.body.data)).toMatchObject({ userId: who.id, points: 12, totalPoints: 12, alreadyCheckedIn: false });
      expect(await ledgerOf(who.id)).toEqual([
        { delta: 12, kind: "attendance", eventId: event.id, reason: "Checked in by an officer", actorId: officer.id, key: `attendance:${event.id}:${who.id}` },
      ]);
    }
    const again = await manualCheckIn(event.id, admin.cookie, a.email);
    expect(again.status).toBe(200);
    expect(again.body.data.alreadyCheckedIn).toBe(true);
    const row = await env.DB.prepare(
      "SELECT checkin_method AS method, checked_in_by AS by, walk_in AS walkIn FROM event_rsvps WHERE event_id = ? AND user_id = ?",
    )
      .bind(event.id, a.id)
      .first();
    expect(row).toEqual({ method: "manual", by: officer.id, walkIn: 1 });
    await expectLedgerConsistent();
  });

  it('says the points in words, one point as "+1 point" (src/shared/plural.ts)', async () => {
    const [one, two] = await Promise.all([pastEvent(1), pastEvent(2)]);
    const member = await registerMember();
    expect((await manualCheckIn(one.id, officer.cookie, member.username)).body.message).toBe("Checked in: +1 point.");
    expect((await manualCheckIn(two.id, officer.cookie, member.username)).body.message).toBe("Checked in: +2 points.");
    expect((await removeAttendance(one.id, officer.cookie, member.id)).body.message).toBe("Attendance removed; 1 point taken back.");
  });

  it("404 with the field for an unknown member; 409 before the window opens or for a cancelled event; 401/403 for others", async () => {
    const event = await pastEvent();
    const unknown = await manualCheckIn(event.id, officer.cookie, "nobody-by-this-name");
    expectError(unknown, 404, "NOT_FOUND");
    expect(unknown.body.error.fields).toEqual({ user: "No member has that username or e-mail address." });
    expectError(await manualCheckIn(event.id, officer.cookie, "nobody@example.edu"), 404, "NOT_FOUND");
    expectError(await manualCheckIn(event.id, officer.cookie, ""), 400, "VALIDATION_ERROR");

    const member = await registerMember();
    const future = await createEvent(officer.cookie);
    const early = await manualCheckIn(future.id, officer.cookie, member.username);
    expectError(early, 409, "CHECKIN_CLOSED");
    expect(early.body.error.errMsg).toMatch(/not opened yet/);
    const cancelled = await pastEvent();
    await call("POST", `/api/events/${cancelled.id}/cancel`, { cookie: officer.cookie });
    expectError(await manualCheckIn(cancelled.id, officer.cookie, member.username), 409, "CHECKIN_CLOSED");
    expectError(await manualCheckIn("ev_unknown", officer.cookie, member.username), 404, "NOT_FOUND");

    expectError(await call("POST", `/api/events/${event.id}/attendance`, { body: { user: member.username } }), 401, "UNAUTHENTICATED");
    expectError(await manualCheckIn(event.id, member.cookie, member.username), 403, "FORBIDDEN");
    expect(await ledgerOf(member.id)).toEqual([]);
  });

  it("twenty identical manual check-ins at once: one 201, nineteen 200, one award", async () => {
    const event = await pastEvent(9);
    const member = await registerMember();
    const results = await Promise.all(Array.from({ length: 20 }, () => manualCheckIn(event.id, officer.cookie, member.username)));
    expect(results.map((r) => r.status).sort()).toEqual([...Array(19).fill(200), 201]);
    expect(await ledgerOf(member.id)).toHaveLength(1);
    const { points } = (await env.DB.prepare("SELECT points FROM users WHERE id = ?").bind(member.id).first<{ points: number }>())!;
    expect(points).toBe(9);
    await expectLedgerConsistent();
  });
});

describe("DELETE /api/events/{id}/attendance/{userId}", () => {
  it("reverses the points with a reversal row; an RSVP stays, a walk-in's row goes; a later check-in awards again, all on record", async () => {
    const event = await pastEvent(10, { capacity: 5 });
    const [rsvped, walkIn] = await Promise.all([registerMember(), registerMember()]);
    await env.DB.prepare("INSERT INTO event_rsvps (event_id, user_id, status, joined_at, updated_at) VALUES (?, ?, 'going', ?, ?)")
      .bind(event.id, rsvped.id, Date.now() - 3 * DAY_MS, Date.now() - 3 * DAY_MS)
      .run();
    for (const who of [rsvped, walkIn]) expect((await manualCheckIn(event.id, officer.cookie, who.username)).status).toBe(201);
    expect((await call("GET", `/api/events/${event.id}`)).body.data).toMatchObject({ rsvpCount: 2 });

    for (const who of [rsvped, walkIn]) {
      const removed = await removeAttendance(event.id, officer.cookie, who.id);
      expect(removed.status, JSON.stringify(removed.body)).toBe(200);
      expectEnvelope(removed);
      expect(attendanceRemovalSchema.parse(removed.body.data)).toEqual({
        eventId: event.id,
        userId: who.id,
        removed: true,
        pointsReversed: -10,
        totalPoints: 0,
      });
      const again = await removeAttendance(event.id, officer.cookie, who.id);
      expect(again.body.data).toMatchObject({ removed: false, pointsReversed: 0, totalPoints: 0 });
    }
    const rows = await env.DB.prepare("SELECT user_id AS userId, status, attended_at AS attendedAt FROM event_rsvps WHERE event_id = ?").bind(event.id).all();
    expect(rows.results).toEqual([{ userId: rsvped.id, status: "going", attendedAt: null }]);
    expect((await call("GET", `/api/events/${event.id}`)).body.data).toMatchObject({ rsvpCount: 1 });

    // "I did come after all": checked in again, a new award under a new key.
    expect((await manualCheckIn(event.id, officer.cookie, walkIn.username)).status).toBe(201);
    expect((await removeAttendance(event.id, officer.cookie, walkIn.id)).body.data.removed).toBe(true);
    expect((await manualCheckIn(event.id, admin.cookie, walkIn.username)).body.data).toMatchObject({ points: 10, totalPoints: 10 });
    const base = `attendance:${event.id}:${walkIn.id}`;
    expect(await ledgerOf(walkIn.id)).toEqual([
      { delta: 10, kind: "attendance", eventId: event.id, reason: "Checked in by an officer", actorId: officer.id, key: base },
      { delta: -10, kind: "reversal", eventId: event.id, reason: "Attendance removed by an officer", actorId: officer.id, key: `reversal:${base}` },
      { delta: 10, kind: "attendance", eventId: event.id, reason: "Checked in by an officer", actorId: officer.id, key: `${base}:1` },
      { delta: -10, kind: "reversal", eventId: event.id, reason: "Attendance removed by an officer", actorId: officer.id, key: `reversal:${base}:1` },
      { delta: 10, kind: "attendance", eventId: event.id, reason: "Checked in by an officer", actorId: admin.id, key: `${base}:2` },
    ]);
    await expectLedgerConsistent();
  });

  it("the reversal takes back what was awarded, in the award's term, even when the event's points changed since", async () => {
    const event = await pastEvent(10);
    const member = await registerMember();
    await manualCheckIn(event.id, officer.cookie, member.username);
    await call("PATCH", `/api/events/${event.id}`, { cookie: officer.cookie, body: { points: 50 } });
    expect((await removeAttendance(event.id, officer.cookie, member.id)).body.data).toMatchObject({ pointsReversed: -10, totalPoints: 0 });
    expect((await manualCheckIn(event.id, officer.cookie, member.username)).body.data).toMatchObject({ points: 50, totalPoints: 50 });
    await expectLedgerConsistent();
  });

  it("409 POINTS_BELOW_ZERO when the member no longer has the points (an adjustment took them); nothing changes", async () => {
    const event = await pastEvent(10);
    const member = await registerMember();
    await manualCheckIn(event.id, officer.cookie, member.username);
    expect((await adjust(officer.cookie, { userId: member.id, delta: -5, reason: "Counted twice by mistake" })).status).toBe(201);
    const refused = await removeAttendance(event.id, officer.cookie, member.id);
    expectError(refused, 409, "POINTS_BELOW_ZERO");
    expect(refused.body.error.errMsg).toMatch(/10 points.*has 5/);
    expect(await ledgerOf(member.id)).toHaveLength(2);
    const row = await env.DB.prepare("SELECT attended_at AS attendedAt FROM event_rsvps WHERE event_id = ? AND user_id = ?")
      .bind(event.id, member.id)
      .first<{ attendedAt: number | null }>();
    expect(row!.attendedAt).not.toBeNull();
    await expectLedgerConsistent();
  });

  it("404 for an unknown event or member; 401/403 for others", async () => {
    const event = await pastEvent();
    const member = await registerMember();
    expectError(await removeAttendance("ev_unknown", officer.cookie, member.id), 404, "NOT_FOUND");
    expectError(await removeAttendance(event.id, officer.cookie, "no-such-user"), 404, "NOT_FOUND");
    expectError(await call("DELETE", `/api/events/${event.id}/attendance/${member.id}`), 401, "UNAUTHENTICATED");
    expectError(await removeAttendance(event.id, member.cookie, member.id), 403, "FORBIDDEN");
  });

  it("a member's own check-in can be removed too; they may check in again while the window is open", async () => {
    const event = await createEvent(officer.cookie, { startsAt: iso(Date.now() + 5 * MINUTE_MS), endsAt: iso(Date.now() + HOUR_MS), points: 4 });
    const member = await registerMember(newIdentity("again"));
    const display = await displayOf(event.id, officer.cookie);
    expect((await checkIn(event.id, member.cookie, { code: await codeAt(display) })).status).toBe(201);
    expect((await removeAttendance(event.id, officer.cookie, member.id)).body.data.removed).toBe(true);
    expect((await call("GET", `/api/events/${event.id}`, { cookie: member.cookie })).body.data).toMatchObject({ myRsvp: null, myCheckedInAt: null });
    expect((await checkIn(event.id, member.cookie, { code: await codeAt(display) })).body.data).toMatchObject({ points: 4, totalPoints: 4 });
    await expectLedgerConsistent();
  });

  it("an event whose attendance left ledger rows cannot be deleted (cancel it instead)", async () => {
    const event = await pastEvent(3);
    const member = await registerMember();
    await manualCheckIn(event.id, officer.cookie, member.username);
    await removeAttendance(event.id, officer.cookie, member.id);
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM event_rsvps WHERE event_id = ?").bind(event.id).first<{ n: number }>())!.n).toBe(0);
    expectError(await call("DELETE", `/api/events/${event.id}`, { cookie: officer.cookie }), 409, "EVENT_HAS_RSVPS");
  });
});

describe("GET /api/events/{id}/attendance", () => {
  it("everyone who RSVPed or checked in, checked-in first, with RSVP-vs-attended counts; walk-ins and the waitlisted who came are going", async () => {
    const clock = useTestClock();
    const event = await createEvent(officer.cookie, {
      startsAt: iso(clock.now() + 10 * MINUTE_MS),
      endsAt: iso(clock.now() + HOUR_MS),
      capacity: 2,
    });
    const [a, b, c, d] = await Promise.all([registerMember(), registerMember(), registerMember(), registerMember()]);
    for (const who of [a, b, c]) await rsvp(event.id, who.cookie); // a, b going; c waiting
    const display = await displayOf(event.id, officer.cookie);
    expect((await checkIn(event.id, b.cookie, { code: await codeAt(display) })).status).toBe(201);
    clock.advance(1000);
    expect((await checkIn(event.id, d.cookie, { code: await codeAt(display) })).status).toBe(201); // walk-in, full: an attendee all the same
    clock.advance(1000);
    expect((await manualCheckIn(event.id, officer.cookie, c.username)).status).toBe(201);

    const result = await call("GET", `/api/events/${event.id}/attendance`, { cookie: officer.cookie });
    expect(result.status).toBe(200);
    expectEnvelope(result);
    const lines = attendanceListSchema.parse(result.body.data);
    expect(lines.map((line) => [line.userId, line.rsvpStatus, line.walkIn, line.method])).toEqual([
      [b.id, "going", false, "code"],
      [d.id, "going", true, "code"],
      [c.id, "going", false, "manual"],
      [a.id, "going", false, null],
    ]);
    expect(lines[3]!.checkedInAt).toBeNull();
    expect(attendanceCountsSchema.parse(result.body.meta)).toEqual({
      rsvps: 3,
      going: 3,
      waitlist: 0,
      checkedIn: 3,
      rsvpedAndCheckedIn: 2,
      walkIns: 1,
      noShows: 1,
    });
    expect((await displayOf(event.id, officer.cookie)).checkedIn).toBe(3);
    expectError(await call("GET", `/api/events/${event.id}/attendance`, { cookie: a.cookie }), 403, "FORBIDDEN");
    expectError(await call("GET", "/api/events/ev_unknown/attendance", { cookie: officer.cookie }), 404, "NOT_FOUND");
  });

  it("as CSV: a download with a header row, formula-like cells defused", async () => {
    const event = await pastEvent();
    const sneaky = await registerMember(newIdentity("sneaky"));
    await call("PATCH", `/api/users/${sneaky.id}`, { cookie: sneaky.cookie, body: { id: sneaky.id, firstName: '=HYPERLINK("x")', lastName: "@SUM(1)" } });
    await manualCheckIn(event.id, officer.cookie, sneaky.username);
    for (const request of [
      call("GET", `/api/events/${event.id}/attendance?format=csv`, { cookie: officer.cookie }),
      call("GET", `/api/events/${event.id}/attendance`, { cookie: officer.cookie, headers: { Accept: "text/csv" } }),
    ]) {
      const result = await request;
      expect(result.status).toBe(200);
      expect(result.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
      expect(result.headers.get("Content-Disposition")).toBe(`attachment; filename="${event.slug}-attendance.csv"`);
      const lines = (result.body as string).split("\r\n");
      expect(lines[0]).toBe('"checked_in_at_utc","method","rsvp","username","first_name","last_name","email"');
      expect(lines[1]).toMatch(
        new RegExp(
          `^"\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z","manual","walk-in","${sneaky.username}","'=HYPERLINK\\(""x""\\)","'@SUM\\(1\\)","${sneaky.email.replace(/\./g, "\\.")}"$`,
        ),
      );
    }
    expectError(await call("GET", `/api/events/${event.id}/attendance?format=xml`, { cookie: officer.cookie }), 400, "VALIDATION_ERROR");
  });
});
