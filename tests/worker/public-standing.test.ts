import { beforeAll, describe, expect, it } from "vitest";
import { publicStandingSchema } from "../../src/shared/leaderboard";
import type { Term } from "../../src/shared/terms";
import { call, expectEnvelope, expectError } from "./support/api";
import { measure } from "./support/cost";
import { createEvent, DAY_MS, HOUR_MS, registerOfficer } from "./support/events";
import { registerMember, type Member } from "./support/members";
import { createTerm, iso, manualCheckIn } from "./support/points";

/**
 * GET /api/users/public/{username}/{id}/standing: a member's events attended
 * and rank in the current term, for their public page (decision 045). This
 * file's one term contains now; the tests of a file share its database.
 */

let officer: Member;
let term: Term;
let a: Member;
let b: Member;
let c: Member;
let idle: Member;
const attended: Record<string, { id: string; slug: string; title: string; startsAt: string }[]> = {};

/** An event `daysAgo` days ago worth `points`, at which each member is checked in by the officer. */
async function eventWith(daysAgo: number, points: number, members: Member[]) {
  const start = Math.floor((Date.now() - daysAgo * DAY_MS) / 1000) * 1000;
  const event = await createEvent(officer.cookie, { startsAt: iso(start), endsAt: iso(start + HOUR_MS), points });
  for (const member of members) expect((await manualCheckIn(event.id, officer.cookie, member.username)).status).toBe(201);
  return { id: event.id, slug: event.slug, title: event.title, startsAt: event.startsAt };
}

beforeAll(async () => {
  officer = await registerOfficer();
  [a, b, c, idle] = await Promise.all([registerMember(), registerMember(), registerMember(), registerMember()]);
  const now = Date.now();
  term = await createTerm(officer.cookie, { name: "Now Term", startsAt: iso(now - 20 * DAY_MS), endsAt: iso(now + 20 * DAY_MS) });
  // Before the term: counts all time, not on the public page.
  await eventWith(30, 50, [a, c]);
  const first = await eventWith(10, 10, [a, c]);
  const second = await eventWith(5, 5, [a]);
  const third = await eventWith(3, 20, [b]);
  const fourth = await eventWith(2, 5, [c]);
  attended[a.id] = [second, first];
  attended[b.id] = [third];
  attended[c.id] = [fourth, first];
});

const standingOf = (member: Member, username = member.username, cookie?: string) =>
  call("GET", `/api/users/public/${username}/${member.id}/standing`, { cookie });

describe("a member's standing on their public page", () => {
  it("anyone sees the term's events the member attended, newest first, and their rank with ties (1, 2, 2)", async () => {
    const result = await standingOf(a);
    expect(result.status).toBe(200);
    expectEnvelope(result);
    expect(publicStandingSchema.parse(result.body.data)).toEqual({
      shown: true,
      term,
      points: 15,
      rank: 2,
      ranked: 3,
      events: attended[a.id],
    });
    expect((await standingOf(b)).body.data).toMatchObject({ points: 20, rank: 1, events: attended[b.id] });
    expect((await standingOf(c, c.username.toUpperCase(), a.cookie)).body.data).toMatchObject({ points: 15, rank: 2, events: attended[c.id] });
  });

  it("a member without points this term has no rank and no events", async () => {
    expect((await standingOf(idle)).body.data).toEqual({ shown: true, term, points: 0, rank: null, ranked: 3, events: [] });
  });

  it("leaving the leaderboard hides both from the public page, and from the others' ranks", async () => {
    const hide = await call("PATCH", `/api/users/${c.id}`, { cookie: c.cookie, body: { id: c.id, showOnLeaderboard: false } });
    expect(hide.status).toBe(200);
    try {
      expect((await standingOf(c)).body.data).toEqual({ shown: false, term: null, points: null, rank: null, ranked: 0, events: [] });
      expect((await standingOf(a)).body.data).toMatchObject({ rank: 2, ranked: 2 });
    } finally {
      await call("PATCH", `/api/users/${c.id}`, { cookie: c.cookie, body: { id: c.id, showOnLeaderboard: true } });
    }
    expect((await standingOf(c)).body.data).toMatchObject({ shown: true, rank: 2 });
  });

  it("is not found when the username and id do not belong together, or the member does not exist", async () => {
    expectError(await standingOf(a, b.username), 404, "NOT_FOUND");
    expectError(await call("GET", `/api/users/public/${a.username}/${crypto.randomUUID()}/standing`), 404, "NOT_FOUND");
  });

  it("costs one D1 batch and no KV, with no session check", async () => {
    expect(await measure(`/api/users/public/${a.username}/${a.id}/standing`)).toEqual({ status: 200, d1: 1, kvReads: 0, kvWrites: 0 });
  });
});
