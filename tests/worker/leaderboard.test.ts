import { beforeAll, describe, expect, it } from "vitest";
import { leaderboardMetaSchema, leaderboardSchema } from "../../src/shared/leaderboard";
import type { Term } from "../../src/shared/terms";
import { call, expectEnvelope, expectError } from "./support/api";
import { createEvent, DAY_MS, HOUR_MS, registerOfficer } from "./support/events";
import { registerAdmin, registerMember, type Member } from "./support/members";
import { createTerm, iso, manualCheckIn, pastTermRange } from "./support/points";

/**
 * GET /api/leaderboard: ranks with ties (1, 2, 2, 4), members who leave the
 * board, the viewer's own rank outside the top, terms and all time. No test
 * in this file makes a term that contains today, so `current` has none.
 */

let officer: Member;
let admin: Member;

beforeAll(async () => {
  [officer, admin] = await Promise.all([registerOfficer(), registerAdmin()]);
});

function board(who: Member, query: string) {
  return call("GET", `/api/leaderboard?${query}`, { cookie: who.cookie });
}

const ranks = (data: { rank: number; userId: string; points: number }[]) => data.map((row) => [row.rank, row.userId, row.points]);

/** A past term in which each member earned the given points (one event each). */
async function termWith(scores: [Member, number][]): Promise<Term> {
  const { startsAt, endsAt } = pastTermRange();
  const term = await createTerm(officer.cookie, { name: "Scored Term", startsAt: iso(startsAt), endsAt: iso(endsAt) });
  for (const [index, [member, points]] of scores.entries()) {
    const start = startsAt + (index + 1) * DAY_MS;
    const event = await createEvent(officer.cookie, { startsAt: iso(start), endsAt: iso(start + HOUR_MS), points });
    expect((await manualCheckIn(event.id, officer.cookie, member.username)).status).toBe(201);
  }
  return term;
}

describe("a term's leaderboard", () => {
  it("ranks by points with ties sharing a rank (1, 2, 2, 4, 5), with the viewer's rank and the total", async () => {
    const [a, b, c, d, e] = await Promise.all([registerMember(), registerMember(), registerMember(), registerMember(), registerMember()]);
    const term = await termWith([
      [a, 30],
      [b, 20],
      [c, 20],
      [d, 10],
      [e, 5],
    ]);
    const result = await board(d, `term=${term.id}`);
    expect(result.status).toBe(200);
    expectEnvelope(result);
    const rows = leaderboardSchema.parse(result.body.data);
    const [b2, c2] = [b, c].sort((x, y) => (x.id < y.id ? -1 : 1));
    expect(ranks(rows)).toEqual([
      [1, a.id, 30],
      [2, b2!.id, 20],
      [2, c2!.id, 20],
      [4, d.id, 10],
      [5, e.id, 5],
    ]);
    expect(rows[0]).toEqual({ rank: 1, userId: a.id, username: a.username, firstName: "", lastName: "", points: 30 });
    expect(leaderboardMetaSchema.parse(result.body.meta)).toEqual({ scope: "term", term, total: 5, me: { rank: 4, points: 10 } });
    const top = await board(e, `term=${term.id}&limit=2`);
    expect(ranks(top.body.data)).toEqual([
      [1, a.id, 30],
      [2, b2!.id, 20],
    ]);
    expect(top.body.meta).toMatchObject({ total: 5, me: { rank: 5, points: 5 } });
  });

  it("a member who leaves the board is left out of others' view, and still sees their own rank", async () => {
    const [a, b, c, d] = await Promise.all([registerMember(), registerMember(), registerMember(), registerMember()]);
    const term = await termWith([
      [a, 30],
      [b, 20],
      [c, 20],
      [d, 10],
    ]);
    expect((await call("PATCH", `/api/users/${c.id}`, { cookie: c.cookie, body: { id: c.id, showOnLeaderboard: false } })).status).toBe(200);

    const others = await board(d, `term=${term.id}`);
    expect(ranks(others.body.data)).toEqual([
      [1, a.id, 30],
      [2, b.id, 20],
      [3, d.id, 10],
    ]);
    expect(others.body.meta).toMatchObject({ total: 3, me: { rank: 3, points: 10 } });

    const own = await board(c, `term=${term.id}`);
    expect(own.body.data.map((row: { rank: number; userId: string }) => [row.rank, row.userId])).toEqual(
      expect.arrayContaining([
        [1, a.id],
        [2, c.id],
        [2, b.id],
        [4, d.id],
      ]),
    );
    expect(own.body.data).toHaveLength(4);
    expect(own.body.meta).toMatchObject({ total: 4, me: { rank: 2, points: 20 } });
    // Outside the top: still their rank in meta.
    const narrow = await board(c, `term=${term.id}&limit=1`);
    expect(ranks(narrow.body.data)).toEqual([[1, a.id, 30]]);
    expect(narrow.body.meta.me).toEqual({ rank: 2, points: 20 });
    // Back on the board.
    await call("PATCH", `/api/users/${c.id}`, { cookie: c.cookie, body: { id: c.id, showOnLeaderboard: true } });
    expect((await board(d, `term=${term.id}`)).body.meta.total).toBe(4);
  });

  it("a member without points in the term has no rank; an unknown term is 404", async () => {
    const [a, outsider] = await Promise.all([registerMember(), registerMember()]);
    const term = await termWith([[a, 3]]);
    expect((await board(outsider, `term=${term.id}`)).body.meta).toMatchObject({ total: 1, me: { rank: null, points: 0 } });
    expectError(await board(outsider, "term=tm_doesnotexist"), 404, "NOT_FOUND");
  });

  it("term=current with no term containing today: no rows and term null, so the page can offer all time", async () => {
    const member = await registerMember();
    for (const query of ["term=current", ""]) {
      const result = await board(member, query);
      expect(result.status).toBe(200);
      expect(result.body).toMatchObject({ data: [], meta: { scope: "term", term: null, total: 0, me: { rank: null, points: 0 } } });
    }
  });
});

describe("the all-time leaderboard", () => {
  it("ranks by each member's total (users.points), ties shared, opted-out members hidden from others", async () => {
    const [p, q, r, s] = await Promise.all([registerMember(), registerMember(), registerMember(), registerMember()]);
    const top = 900_000_000;
    for (const [member, points] of [
      [p, top],
      [q, top - 2],
      [r, top - 2],
      [s, top - 4],
    ] as const) {
      await call("PATCH", `/api/users/${member.id}`, { cookie: admin.cookie, body: { id: member.id, points } });
    }
    const [q2, r2] = [q, r].sort((x, y) => (x.id < y.id ? -1 : 1));
    const result = await board(s, "term=all&limit=4");
    expect(ranks(result.body.data)).toEqual([
      [1, p.id, top],
      [2, q2!.id, top - 2],
      [2, r2!.id, top - 2],
      [4, s.id, top - 4],
    ]);
    expect(result.body.meta).toMatchObject({ scope: "all", term: null, me: { rank: 4, points: top - 4 } });
    await call("PATCH", `/api/users/${p.id}`, { cookie: p.cookie, body: { id: p.id, showOnLeaderboard: false } });
    expect(ranks((await board(s, "term=all&limit=3")).body.data)).toEqual([
      [1, q2!.id, top - 2],
      [1, r2!.id, top - 2],
      [3, s.id, top - 4],
    ]);
    expect((await board(p, "term=all&limit=1")).body).toMatchObject({ data: [{ rank: 1, userId: p.id }], meta: { me: { rank: 1, points: top } } });
  });

  it("visitors get 401; bad queries 400", async () => {
    expectError(await call("GET", "/api/leaderboard"), 401, "UNAUTHENTICATED");
    const member = await registerMember();
    for (const query of ["limit=0", "limit=201", "limit=ten", "term=fall-2026", "term="]) {
      expectError(await board(member, query), 400, "VALIDATION_ERROR");
    }
    expect((await board(member, "limit=200&term=all")).status).toBe(200);
  });
});
