import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { eventRsvpListSchema, rsvpResultSchema } from "../../src/shared/events";
import { call, expectEnvelope, expectError } from "./support/api";
import { useTestClock } from "./support/clock";
import { createEvent, DAY_MS, HOUR_MS, registerOfficer, rsvp, unrsvp, utcFromNow } from "./support/events";
import { newIdentity, registerAdmin, registerMember, type Member } from "./support/members";
import { runCron } from "./support/cron";
import { mailsTo } from "./support/outbox";

/** The mails to an address whose subject starts with `prefix`, newest first. */
const mailsTitled = async (to: string, prefix: string) => (await mailsTo(to)).filter((mail) => mail.subject.startsWith(prefix));

/**
 * RSVPs: PUT and DELETE /api/events/{id}/rsvp for members, the officers'
 * list (JSON and CSV), the waitlist, and the race for the last place.
 */

let member: Member;
let officer: Member;
let admin: Member;

beforeAll(async () => {
  [member, officer, admin] = await Promise.all([registerMember(), registerOfficer(), registerAdmin()]);
});

async function counts(eventId: string) {
  const row = await env.DB.prepare(
    "SELECT going_count AS going, waitlist_count AS waitlist, (SELECT COUNT(*) FROM event_rsvps WHERE event_id = ?1 AND status = 'going') AS goingRows, (SELECT COUNT(*) FROM event_rsvps WHERE event_id = ?1 AND status = 'waitlist') AS waitlistRows FROM events WHERE id = ?1",
  )
    .bind(eventId)
    .first<{ going: number; waitlist: number; goingRows: number; waitlistRows: number }>();
  // The counters kept by triggers always agree with the rows.
  expect(row!.going).toBe(row!.goingRows);
  expect(row!.waitlist).toBe(row!.waitlistRows);
  return { going: row!.going, waitlist: row!.waitlist };
}

describe("PUT /api/events/{id}/rsvp", () => {
  it("visitors get 401", async () => {
    const event = await createEvent(officer.cookie);
    expectError(await call("PUT", `/api/events/${event.id}/rsvp`), 401, "UNAUTHENTICATED");
  });

  it("members, officers and admins RSVP: going, with the event's new counts", async () => {
    const event = await createEvent(officer.cookie, { capacity: 10 });
    for (const [index, who] of [member, officer, admin].entries()) {
      const result = await rsvp(event.id, who.cookie);
      expect(result.status).toBe(200);
      expectEnvelope(result);
      const body = rsvpResultSchema.parse(result.body.data);
      expect(body).toMatchObject({ status: "going", waitlistPosition: null });
      expect(body.event).toMatchObject({ id: event.id, myRsvp: "going", rsvpCount: index + 1, spotsLeft: 10 - index - 1 });
      expect(result.body.message).toBe("You're going.");
    }
    expect(await counts(event.id)).toEqual({ going: 3, waitlist: 0 });
  });

  it("is idempotent: the same call again changes nothing", async () => {
    const event = await createEvent(officer.cookie, { capacity: 1 });
    const first = await rsvp(event.id, member.cookie);
    const again = await rsvp(event.id, member.cookie);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    expect(again.body.message).toBe("You had already RSVPed.");
    // A body saying "going" is the same request.
    const withBody = await call("PUT", `/api/events/${event.id}/rsvp`, { body: { status: "going" }, cookie: member.cookie });
    expect(withBody.body.data.status).toBe("going");
    expect(await counts(event.id)).toEqual({ going: 1, waitlist: 0 });
    expectError(await call("PUT", `/api/events/${event.id}/rsvp`, { body: { status: "waitlist" }, cookie: member.cookie }), 400, "VALIDATION_ERROR");
  });

  it("when full: the waitlist, in order, with each member's position", async () => {
    const event = await createEvent(officer.cookie, { capacity: 1 });
    await rsvp(event.id, member.cookie);
    const second = await registerMember();
    const third = await registerMember();
    const a = await rsvp(event.id, second.cookie);
    const b = await rsvp(event.id, third.cookie);
    expect(a.body.data).toMatchObject({ status: "waitlist", waitlistPosition: 1, event: { spotsLeft: 0, waitlistCount: 1 } });
    expect(b.body.data).toMatchObject({ status: "waitlist", waitlistPosition: 2, event: { spotsLeft: 0, waitlistCount: 2 } });
    expect(a.body.message).toMatch(/number 1 on the waitlist/);
  });

  it("409 RSVP_CLOSED once RSVPs are closed, the event is cancelled or has started; an existing RSVP still answers", async () => {
    const closed = await createEvent(officer.cookie, { rsvpOpen: false });
    expectError(await rsvp(closed.id, member.cookie), 409, "RSVP_CLOSED");
    const cancelled = await createEvent(officer.cookie);
    await call("POST", `/api/events/${cancelled.id}/cancel`, { cookie: officer.cookie });
    expectError(await rsvp(cancelled.id, member.cookie), 409, "RSVP_CLOSED");

    const clock = useTestClock();
    const soon = await createEvent(officer.cookie, { startsAt: utcFromNow(HOUR_MS), endsAt: utcFromNow(3 * HOUR_MS) });
    expect((await rsvp(soon.id, member.cookie)).status).toBe(200);
    clock.advance(HOUR_MS);
    const late = await rsvp(soon.id, officer.cookie);
    expectError(late, 409, "RSVP_CLOSED");
    expect(late.body.error.errMsg).toMatch(/already started/);
    expect((await rsvp(soon.id, member.cookie)).body.data.status).toBe("going");
    expect(await counts(soon.id)).toEqual({ going: 1, waitlist: 0 });
  });

  it("an unknown event answers 404", async () => {
    expectError(await rsvp("ev_unknown", member.cookie), 404, "NOT_FOUND");
    expectError(await rsvp("x".repeat(100), member.cookie), 404, "NOT_FOUND");
  });

  // 22 sign-ups (PBKDF2 each) before the race itself: slow on a busy machine, so a longer limit.
  it("twenty members racing for the last place: exactly one goes, the others wait, nobody gets a 5xx", { timeout: 30_000 }, async () => {
    const event = await createEvent(officer.cookie, { capacity: 3 });
    const early = await Promise.all([registerMember(), registerMember()]);
    for (const who of early) await rsvp(event.id, who.cookie);
    const racers = await Promise.all(Array.from({ length: 20 }, () => registerMember(newIdentity("racer"))));
    const results = await Promise.all(racers.map((who) => rsvp(event.id, who.cookie)));
    for (const result of results) {
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      expectEnvelope(result);
    }
    const statuses = results.map((result) => result.body.data.status);
    expect(statuses.filter((status) => status === "going")).toHaveLength(1);
    expect(statuses.filter((status) => status === "waitlist")).toHaveLength(19);
    const positions = results
      .map((r) => r.body.data.waitlistPosition)
      .filter((p) => p !== null)
      .sort((x, y) => x - y);
    expect(positions).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
    expect(await counts(event.id)).toEqual({ going: 3, waitlist: 19 });
  });
});

describe("DELETE /api/events/{id}/rsvp", () => {
  it("visitors get 401", async () => {
    const event = await createEvent(officer.cookie);
    expectError(await call("DELETE", `/api/events/${event.id}/rsvp`), 401, "UNAUTHENTICATED");
  });

  it("frees the place: the first on the waitlist moves up at once and is told by mail", async () => {
    const event = await createEvent(officer.cookie, { capacity: 1, title: "Mock Interview Day" });
    const waiting = [await registerMember(), await registerMember()];
    await rsvp(event.id, member.cookie);
    for (const who of waiting) await rsvp(event.id, who.cookie);
    const result = await unrsvp(event.id, member.cookie);
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({ status: null, waitlistPosition: null, event: { myRsvp: null, rsvpCount: 1, waitlistCount: 1 } });
    expect(result.body.message).toBe("Your RSVP is cancelled.");
    expect((await call("GET", `/api/events/${event.id}`, { cookie: waiting[0]!.cookie })).body.data.myRsvp).toBe("going");
    const secondNow = await call("GET", `/api/events/${event.id}`, { cookie: waiting[1]!.cookie });
    expect(secondNow.body.data.myRsvp).toBe("waitlist");
    const [mail] = await mailsTo(waiting[0]!.email);
    expect(mail?.subject).toMatch(/^You have a place: Mock Interview Day/);
    expect(mail?.text).toContain(`/events/${event.slug}`);
    expect(await mailsTitled(waiting[1]!.email, "You have a place")).toHaveLength(0); // still waiting: no such mail
    expect(await counts(event.id)).toEqual({ going: 1, waitlist: 1 });
  });

  it("works for officers and admins as for members, and is idempotent", async () => {
    const event = await createEvent(officer.cookie);
    for (const who of [officer, admin]) {
      await rsvp(event.id, who.cookie);
      expect((await unrsvp(event.id, who.cookie)).body.message).toBe("Your RSVP is cancelled.");
      const again = await unrsvp(event.id, who.cookie);
      expect(again.status).toBe(200);
      expect(again.body.message).toBe("You had no RSVP for this event.");
    }
    expect(await counts(event.id)).toEqual({ going: 0, waitlist: 0 });
  });

  it("leaving the waitlist moves nobody up", async () => {
    const event = await createEvent(officer.cookie, { capacity: 1 });
    const [a, b, c] = [await registerMember(), await registerMember(), await registerMember()];
    for (const who of [a, b, c]) await rsvp(event.id, who.cookie);
    await unrsvp(event.id, b.cookie);
    expect(await counts(event.id)).toEqual({ going: 1, waitlist: 1 });
    expect((await rsvp(event.id, c.cookie)).body.data.waitlistPosition).toBe(1);
  });

  it("after the start: 409 RSVP_CLOSED, the RSVP stays", async () => {
    const clock = useTestClock();
    const event = await createEvent(officer.cookie, { startsAt: utcFromNow(HOUR_MS), endsAt: utcFromNow(2 * HOUR_MS) });
    await rsvp(event.id, member.cookie);
    clock.advance(2 * HOUR_MS);
    expectError(await unrsvp(event.id, member.cookie), 409, "RSVP_CLOSED");
    expect(await counts(event.id)).toEqual({ going: 1, waitlist: 0 });
  });

  it("an unknown event answers 404", async () => {
    expectError(await unrsvp("ev_unknown", member.cookie), 404, "NOT_FOUND");
  });
});

describe("the waitlist moves up when places open in other ways", () => {
  it("a higher capacity (PATCH) moves the first in line up, in order, and mails them", async () => {
    const event = await createEvent(officer.cookie, { capacity: 1 });
    const line = [await registerMember(), await registerMember(), await registerMember()];
    await rsvp(event.id, member.cookie);
    for (const who of line) await rsvp(event.id, who.cookie);
    const result = await call("PATCH", `/api/events/${event.id}`, { body: { capacity: 3 }, cookie: officer.cookie });
    expect(result.body.data).toMatchObject({ rsvpCount: 3, waitlistCount: 1, spotsLeft: 0 });
    const mine = async (who: Member) => (await call("GET", `/api/events/${event.id}`, { cookie: who.cookie })).body.data.myRsvp;
    expect([await mine(line[0]!), await mine(line[1]!), await mine(line[2]!)]).toEqual(["going", "going", "waitlist"]);
    expect((await mailsTo(line[0]!.email))[0]?.subject).toMatch(/^You have a place/);
    expect((await mailsTo(line[1]!.email))[0]?.subject).toMatch(/^You have a place/);
    expect(await mailsTitled(line[2]!.email, "You have a place")).toHaveLength(0);
  });

  it("a deleted account frees its place: the counts follow, and the next RSVP call moves the waitlist up first", async () => {
    const event = await createEvent(officer.cookie, { capacity: 1 });
    const leaving = await registerMember();
    const waiting = await registerMember();
    await rsvp(event.id, leaving.cookie);
    await rsvp(event.id, waiting.cookie);
    expect((await call("DELETE", `/api/users/${leaving.id}`, { cookie: leaving.cookie, body: { currentPassword: leaving.password } })).status).toBe(200);
    expect(await counts(event.id)).toEqual({ going: 0, waitlist: 1 });
    // A newcomer does not jump the queue: the waiting member gets the place.
    const newcomer = await registerMember();
    expect((await rsvp(event.id, newcomer.cookie)).body.data.status).toBe("waitlist");
    expect((await call("GET", `/api/events/${event.id}`, { cookie: waiting.cookie })).body.data.myRsvp).toBe("going");
    expect(await counts(event.id)).toEqual({ going: 1, waitlist: 1 });
  });
});

describe("POST /api/events/{id}/cancel", () => {
  it("visitors get 401 and members 403", async () => {
    const event = await createEvent(officer.cookie);
    expectError(await call("POST", `/api/events/${event.id}/cancel`), 401, "UNAUTHENTICATED");
    expectError(await call("POST", `/api/events/${event.id}/cancel`, { cookie: member.cookie }), 403, "FORBIDDEN");
  });

  it("officers and admins cancel: status cancelled, sequence + 1, one short mail to each member who RSVPed", async () => {
    for (const who of [officer, admin]) {
      const event = await createEvent(officer.cookie, { capacity: 1, title: `Career Night ${who.username}` });
      const going = await registerMember();
      const waiting = await registerMember();
      const bystander = await registerMember();
      await rsvp(event.id, going.cookie);
      await rsvp(event.id, waiting.cookie);
      const result = await call("POST", `/api/events/${event.id}/cancel`, { body: { reason: "The room flooded." }, cookie: who.cookie });
      expect(result.status).toBe(200);
      expect(result.body.data).toMatchObject({ status: "cancelled", sequence: 1 });
      expect(result.body.meta).toEqual({ mailed: 2, queued: 0 });
      expect(result.body.message).toMatch(/2 members who RSVPed are being e-mailed/);
      for (const told of [going, waiting]) {
        const mails = await mailsTitled(told.email, "Cancelled");
        expect(mails).toHaveLength(1); // this one only
        expect(mails[0]!.subject).toMatch(new RegExp(`^Cancelled: Career Night ${who.username}`));
        expect(mails[0]!.text).toContain("The room flooded.");
        expect(mails[0]!.text.length).toBeLessThan(1500);
      }
      expect(await mailsTo(bystander.email)).toHaveLength(0);
      // Again: nothing changes and nobody is mailed twice.
      const again = await call("POST", `/api/events/${event.id}/cancel`, { cookie: who.cookie });
      expect(again.status).toBe(200);
      expect(again.body.data.sequence).toBe(1);
      expect(again.body.meta).toEqual({ mailed: 0, queued: 0 });
      expect(await mailsTitled(going.email, "Cancelled")).toHaveLength(1);
      // The RSVPs stay on record.
      expect(await counts(event.id)).toEqual({ going: 1, waitlist: 1 });
    }
  });

  it("cancelling through PATCH {status: cancelled} mails the same way", async () => {
    const event = await createEvent(officer.cookie);
    const going = await registerMember();
    await rsvp(event.id, going.cookie);
    const result = await call("PATCH", `/api/events/${event.id}`, { body: { status: "cancelled" }, cookie: officer.cookie });
    expect(result.body.meta).toEqual({ mailed: 1, queued: 0 });
    expect((await mailsTo(going.email))[0]!.subject).toMatch(/^Cancelled: /);
  });

  it("a reason that is not text answers 400; an unknown event 404", async () => {
    const event = await createEvent(officer.cookie);
    expectError(await call("POST", `/api/events/${event.id}/cancel`, { body: { reason: 5 }, cookie: officer.cookie }), 400, "VALIDATION_ERROR");
    expectError(await call("POST", "/api/events/ev_nope/cancel", { cookie: officer.cookie }), 404, "NOT_FOUND");
  });
});

describe("GET /api/events/{id}/rsvps", () => {
  it("visitors get 401 and members 403", async () => {
    const event = await createEvent(officer.cookie);
    expectError(await call("GET", `/api/events/${event.id}/rsvps`), 401, "UNAUTHENTICATED");
    expectError(await call("GET", `/api/events/${event.id}/rsvps`, { cookie: member.cookie }), 403, "FORBIDDEN");
  });

  it("officers and admins get going first, then the waitlist in order", async () => {
    const event = await createEvent(officer.cookie, { capacity: 1 });
    const others = [await registerMember(), await registerMember()];
    for (const who of [member, ...others]) await rsvp(event.id, who.cookie);
    for (const who of [officer, admin]) {
      const result = await call("GET", `/api/events/${event.id}/rsvps`, { cookie: who.cookie });
      expect(result.status).toBe(200);
      const list = eventRsvpListSchema.parse(result.body.data);
      expect(list.map((r) => [r.username, r.status, r.waitlistPosition])).toEqual([
        [member.username, "going", null],
        [others[0]!.username, "waitlist", 1],
        [others[1]!.username, "waitlist", 2],
      ]);
      expect(list[0]!.email).toBe(member.email);
      expect(result.body.meta).toEqual({ going: 1, waitlist: 2 });
    }
    expectError(await call("GET", "/api/events/ev_nope/rsvps", { cookie: officer.cookie }), 404, "NOT_FOUND");
  });

  it("as CSV (?format=csv or Accept: text/csv): a header row, and cells that cannot run as formulas", async () => {
    const event = await createEvent(officer.cookie);
    const sneaky = await registerMember();
    await call("PATCH", `/api/users/${sneaky.id}`, {
      body: { id: sneaky.id, firstName: '=HYPERLINK("http://evil")', lastName: '-2+3, "quoted"' },
      cookie: sneaky.cookie,
    });
    await rsvp(event.id, sneaky.cookie);
    const requests: { path: string; headers: Record<string, string> }[] = [
      { path: "?format=csv", headers: {} },
      { path: "", headers: { Accept: "text/csv" } },
    ];
    for (const request of requests) {
      const result = await call("GET", `/api/events/${event.id}/rsvps${request.path}`, { cookie: officer.cookie, headers: request.headers });
      expect(result.status).toBe(200);
      expect(result.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
      expect(result.headers.get("Content-Disposition")).toBe(`attachment; filename="${event.slug}-rsvps.csv"`);
      expect(result.headers.get("Cache-Control")).toBe("no-store");
      const lines = (result.body as string).split("\r\n");
      expect(lines[0]).toBe('"status","waitlist_position","username","first_name","last_name","email","rsvped_at_utc"');
      const rsvpedAt = lines[1]!.split(",").at(-1);
      expect(lines[1]).toBe(`"going","","${sneaky.username}","'=HYPERLINK(""http://evil"")","'-2+3, ""quoted""","${sneaky.email}",${rsvpedAt}`);
      expect(rsvpedAt).toMatch(/^"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z"$/);
      expect(lines.at(-1)).toBe("");
    }
    expectError(await call("GET", `/api/events/${event.id}/rsvps?format=xlsx`, { cookie: officer.cookie }), 400, "VALIDATION_ERROR");
  });
});

describe("the days around an event", () => {
  it("an event a day away takes RSVPs until its start", async () => {
    const clock = useTestClock();
    const event = await createEvent(officer.cookie, { startsAt: utcFromNow(DAY_MS), endsAt: utcFromNow(DAY_MS + HOUR_MS) });
    clock.advance(DAY_MS - 1000);
    expect((await rsvp(event.id, member.cookie)).status).toBe(200);
    clock.advance(1000);
    expectError(await rsvp(event.id, officer.cookie), 409, "RSVP_CLOSED");
  });
});

describe("the officer's message after a cancellation", () => {
  it("says when nobody had RSVPed", async () => {
    const event = await createEvent(officer.cookie);
    const result = await call("POST", `/api/events/${event.id}/cancel`, { cookie: officer.cookie });
    expect(result.body.meta).toEqual({ mailed: 0, queued: 0 });
    expect(result.body.message).toBe("The event is cancelled. Nobody who RSVPed is e-mailed about it.");
  });
});

describe("cancelling an event with more RSVPs than one request may mail", () => {
  it("mails the first 40 at once, and the hourly job the rest", async () => {
    const event = await createEvent(officer.cookie);
    const tag = crypto.randomUUID().slice(0, 8);
    const now = Date.now();
    await env.DB.batch(
      Array.from({ length: 45 }, (_, i) => [
        env.DB.prepare("INSERT INTO users (id, username, email, password_hash, time_added, time_updated) VALUES (?, ?, ?, 'x', ?, ?)").bind(
          `many-${tag}-${i}`,
          `many_${tag}_${i}`,
          `many.${tag}.${i}@example.edu`,
          now,
          now,
        ),
        env.DB.prepare("INSERT INTO event_rsvps (event_id, user_id, status, joined_at, updated_at) VALUES (?, ?, 'going', ?, ?)").bind(
          event.id,
          `many-${tag}-${i}`,
          now + i,
          now + i,
        ),
      ]).flat(),
    );
    const result = await call("POST", `/api/events/${event.id}/cancel`, { cookie: officer.cookie });
    expect(result.body.meta).toEqual({ mailed: 40, queued: 5 });
    expect(result.body.message).toMatch(/45 members who RSVPed are being e-mailed\. 5 of the mails wait for the next run of the mail queue/);
    const mailed = () => Promise.all(Array.from({ length: 45 }, (_, i) => mailsTo(`many.${tag}.${i}@example.edu`)));
    // The first to RSVP are told first; the job sends the rest.
    expect((await mailed()).map((mails) => mails.length)).toEqual([...Array(40).fill(1), ...Array(5).fill(0)]);
    await runCron({ daily: false });
    expect((await mailed()).map((mails) => mails.length)).toEqual(Array(45).fill(1));
  });
});
