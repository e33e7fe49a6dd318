import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { adjustmentResultSchema, ledgerEntryListSchema, pointsHistoryMetaSchema } from "../../src/shared/points";
import { call, expectEnvelope, expectError } from "./support/api";
import { useTestClock } from "./support/clock";
import { createEvent, DAY_MS, HOUR_MS, registerOfficer } from "./support/events";
import { newIdentity, registerAdmin, registerMember, type Member } from "./support/members";
import {
  adjust,
  checkIn,
  codeAt,
  createTerm,
  displayOf,
  expectLedgerConsistent,
  iso,
  ledgerOf,
  manualCheckIn,
  pastTermRange,
  removeAttendance,
} from "./support/points";

/**
 * The points ledger: adjustments, an admin's PATCH of `points`, each
 * member's history, append-only rows, and the invariant (totals = the sum of
 * the rows) after random sequences of every kind of write.
 */

let officer: Member;
let admin: Member;

beforeAll(async () => {
  [officer, admin] = await Promise.all([registerOfficer(), registerAdmin()]);
});

async function totalOf(userId: string) {
  return (await env.DB.prepare("SELECT points FROM users WHERE id = ?").bind(userId).first<{ points: number }>())!.points;
}

describe("POST /api/points/adjustments", () => {
  it("officers and admins add or take points with a reason; the answer is the ledger row and the new total", async () => {
    const member = await registerMember();
    const added = await adjust(officer.cookie, { userId: member.id, delta: 25, reason: "  Ran the bake sale  " });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expectEnvelope(added);
    const result = adjustmentResultSchema.parse(added.body.data);
    expect(result.totalPoints).toBe(25);
    expect(result.entry).toMatchObject({
      delta: 25,
      kind: "adjustment",
      reason: "Ran the bake sale",
      event: null,
      actor: { id: officer.id, username: officer.username },
    });
    expect(result.entry.createdAt).toBe(result.entry.occurredAt);
    const taken = await adjust(admin.cookie, { userId: member.id, delta: -5, reason: "Duplicate" });
    expect(taken.body.data).toMatchObject({ totalPoints: 20, entry: { delta: -5, actor: { id: admin.id } } });
    expect(await ledgerOf(member.id)).toHaveLength(2);
    await expectLedgerConsistent();
  });

  it("refuses a total below zero (409, nothing written), unknown members (404), bad fields (400 at the field)", async () => {
    const member = await registerMember();
    await adjust(officer.cookie, { userId: member.id, delta: 3, reason: "Helped set up" });
    const below = await adjust(officer.cookie, { userId: member.id, delta: -4, reason: "Too much" });
    expectError(below, 409, "POINTS_BELOW_ZERO");
    expect(below.body.error.fields).toEqual({ delta: "At most 3 can be taken away." });
    expect(await totalOf(member.id)).toBe(3);
    const unknown = await adjust(officer.cookie, { userId: "no-such-member", delta: 1, reason: "Who?" });
    expectError(unknown, 404, "NOT_FOUND");
    expect(unknown.body.error.fields).toEqual({ userId: "No such member." });
    for (const [body, field] of [
      [{ userId: member.id, delta: 0, reason: "Nothing" }, "delta"],
      [{ userId: member.id, delta: 1.5, reason: "Half" }, "delta"],
      [{ userId: member.id, delta: 1_001, reason: "Lots" }, "delta"],
      [{ userId: member.id, delta: 1, reason: "ab" }, "reason"],
      [{ userId: member.id, delta: 1, reason: "x".repeat(201) }, "reason"],
      [{ userId: member.id, delta: 1, reason: "two\nlines" }, "reason"],
      [{ userId: member.id, delta: 1 }, "reason"],
      [{ userId: member.id, delta: 1, reason: "fine", extra: true }, undefined],
    ] as const) {
      const result = await call("POST", "/api/points/adjustments", { cookie: officer.cookie, body });
      expectError(result, 400, "VALIDATION_ERROR");
      if (field) expect(Object.keys(result.body.error.fields ?? {})).toContain(field);
    }
    expect(await ledgerOf(member.id)).toHaveLength(1);
  });

  it("members get 403, visitors 401", async () => {
    const member = await registerMember();
    expectError(await adjust(member.cookie, { userId: member.id, delta: 100, reason: "For me" }), 403, "FORBIDDEN");
    expectError(await call("POST", "/api/points/adjustments", { body: { userId: member.id, delta: 1, reason: "x y z" } }), 401, "UNAUTHENTICATED");
    expect(await ledgerOf(member.id)).toEqual([]);
  });
});

describe("an admin's PATCH /api/users/{id} with points, and POST /api/users with points", () => {
  it("becomes an adjustment for the difference, 'set by an admin'", async () => {
    const member = await registerMember();
    await adjust(officer.cookie, { userId: member.id, delta: 30, reason: "Volunteering" });
    const patched = await call("PATCH", `/api/users/${member.id}`, { cookie: admin.cookie, body: { id: member.id, points: 12, firstName: "Mei" } });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ points: 12, firstName: "Mei" });
    const same = await call("PATCH", `/api/users/${member.id}`, { cookie: admin.cookie, body: { id: member.id, points: 12 } });
    expect(same.body.data.points).toBe(12);
    expect((await ledgerOf(member.id)).map((row) => [row.delta, row.kind, row.reason, row.actorId])).toEqual([
      [30, "adjustment", "Volunteering", officer.id],
      [-18, "adjustment", "set by an admin", admin.id],
    ]);
    const created = await call("POST", "/api/users", { cookie: admin.cookie, body: { ...newIdentity("seeded"), points: 40 } });
    expect(created.status).toBe(201);
    expect(created.body.data.points).toBe(40);
    expect(await ledgerOf(created.body.data.id)).toEqual([
      expect.objectContaining({ delta: 40, kind: "adjustment", reason: "set by an admin", actorId: admin.id }),
    ]);
    await expectLedgerConsistent();
  });

  it("is refused whole with the rest of the change (a taken username writes no points)", async () => {
    const [member, other] = await Promise.all([registerMember(), registerMember()]);
    const clash = await call("PATCH", `/api/users/${member.id}`, { cookie: admin.cookie, body: { id: member.id, points: 99, username: other.username } });
    expectError(clash, 409, "USERNAME_TAKEN");
    expect(await totalOf(member.id)).toBe(0);
    expect(await ledgerOf(member.id)).toEqual([]);
  });

  it("members choose whether others see them on the leaderboards (showOnLeaderboard, default on)", async () => {
    const member = await registerMember();
    expect((await call("GET", `/api/users/${member.id}`, { cookie: member.cookie })).body.data.showOnLeaderboard).toBe(true);
    const off = await call("PATCH", `/api/users/${member.id}`, { cookie: member.cookie, body: { id: member.id, showOnLeaderboard: false } });
    expect(off.status).toBe(200);
    expect(off.body.data.showOnLeaderboard).toBe(false);
    expectError(await call("PATCH", `/api/users/${member.id}`, { cookie: member.cookie, body: { id: member.id, points: 5 } }), 403, "FORBIDDEN");
  });
});

describe("GET /api/users/{id}/points", () => {
  it("the member's rows newest first, with event links and who made them, paged, with totals per term", async () => {
    const clock = useTestClock();
    const member = await registerMember();
    const range = pastTermRange();
    const term = await createTerm(officer.cookie, { name: "Spring 1995", startsAt: iso(range.startsAt), endsAt: iso(range.endsAt) });
    const old = await createEvent(officer.cookie, { startsAt: iso(range.startsAt + DAY_MS), endsAt: iso(range.startsAt + DAY_MS + HOUR_MS), points: 8 });
    await manualCheckIn(old.id, officer.cookie, member.username);
    clock.advance(1000);
    await adjust(officer.cookie, { userId: member.id, delta: 5, reason: "Photographer at the gala" });
    clock.advance(1000);
    await removeAttendance(old.id, officer.cookie, member.id);
    clock.advance(1000);
    await manualCheckIn(old.id, officer.cookie, member.email);

    const result = await call("GET", `/api/users/${member.id}/points`, { cookie: member.cookie });
    expect(result.status).toBe(200);
    expectEnvelope(result);
    const entries = ledgerEntryListSchema.parse(result.body.data);
    expect(entries.map((e) => [e.kind, e.delta, e.termId])).toEqual([
      ["attendance", 8, term.id],
      ["reversal", -8, term.id],
      ["adjustment", 5, null],
      ["attendance", 8, term.id],
    ]);
    expect(entries[0]).toMatchObject({
      event: { id: old.id, slug: old.slug, title: old.title },
      actor: { id: officer.id, username: officer.username },
      occurredAt: old.startsAt,
      reason: "Checked in by an officer",
    });
    const meta = pointsHistoryMetaSchema.parse(result.body.meta);
    expect(meta).toMatchObject({ page: 1, pageSize: 20, total: 4, term: null });
    expect(meta.totals.allTime).toBe(13);
    expect(meta.totals.perTerm).toEqual([{ ...term, points: 8 }]);

    const paged = await call("GET", `/api/users/${member.id}/points?page=2&pageSize=3`, { cookie: member.cookie });
    expect(paged.body.data.map((e: { kind: string }) => e.kind)).toEqual(["attendance"]);
    expect(paged.body.meta).toMatchObject({ page: 2, pageSize: 3, total: 4 });
    const inTerm = await call("GET", `/api/users/${member.id}/points?term=${term.id}`, { cookie: member.cookie });
    expect(inTerm.body.data).toHaveLength(3);
    expect(inTerm.body.meta).toMatchObject({ total: 3, term });
    await expectLedgerConsistent();
  });

  it("self, officers and admins may read it; another member gets 403, a visitor 401", async () => {
    const [member, other] = await Promise.all([registerMember(), registerMember()]);
    for (const who of [member, officer, admin]) expect((await call("GET", `/api/users/${member.id}/points`, { cookie: who.cookie })).status).toBe(200);
    expectError(await call("GET", `/api/users/${member.id}/points`, { cookie: other.cookie }), 403, "FORBIDDEN");
    expectError(await call("GET", `/api/users/${member.id}/points`), 401, "UNAUTHENTICATED");
    expectError(await call("GET", "/api/users/no-such-member/points", { cookie: officer.cookie }), 404, "NOT_FOUND");
    expectError(await call("GET", `/api/users/${member.id}/points?term=tm_nope`, { cookie: member.cookie }), 404, "NOT_FOUND");
    for (const query of ["term=fall", "page=0", "pageSize=101", "pageSize=x"]) {
      expectError(await call("GET", `/api/users/${member.id}/points?${query}`, { cookie: member.cookie }), 400, "VALIDATION_ERROR");
    }
  });
});

describe("the ledger is append-only", () => {
  it("the database refuses to change or delete a row; the member's account takes its rows with it", async () => {
    const member = await registerMember();
    await adjust(officer.cookie, { userId: member.id, delta: 4, reason: "Kept forever" });
    await expect(env.DB.prepare("UPDATE points_ledger SET delta = 400 WHERE user_id = ?").bind(member.id).run()).rejects.toThrow(/append-only/);
    await expect(env.DB.prepare("DELETE FROM points_ledger WHERE user_id = ?").bind(member.id).run()).rejects.toThrow(/account/);
    const deleted = await call("DELETE", `/api/users/${member.id}`, { cookie: member.cookie, body: { currentPassword: member.password } });
    expect(deleted.status).toBe(200);
    expect(await ledgerOf(member.id)).toEqual([]);
    // The officer's own rows keep naming them as actor (history is kept, not rewritten).
    await expectLedgerConsistent();
  });
});

/** Mulberry32: a small seeded generator, so a failing sequence can be replayed. */
function mulberry32(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("the invariant after random sequences of writes", () => {
  for (const seed of [0x11, 0x2026, 0xc0ffee]) {
    it(`seed ${seed}: totals always equal the sum of the rows, per member and per term, and each check-in has one award`, { timeout: 60_000 }, async () => {
      const random = mulberry32(seed);
      const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
      const members = await Promise.all([registerMember(), registerMember(), registerMember()]);
      const range = pastTermRange();
      await createTerm(officer.cookie, { name: `Random ${seed}`, startsAt: iso(range.startsAt), endsAt: iso(range.endsAt) });
      const past = await Promise.all(
        [1, 2].map((day) =>
          createEvent(officer.cookie, { startsAt: iso(range.startsAt + day * DAY_MS), endsAt: iso(range.startsAt + day * DAY_MS + HOUR_MS), points: 5 * day }),
        ),
      );
      const live = await createEvent(officer.cookie, { startsAt: iso(Date.now() + 5 * 60_000), endsAt: iso(Date.now() + HOUR_MS), points: 3 });
      const display = await displayOf(live.id, officer.cookie);
      const events = [...past, live];
      const seen = new Map<number, number>();
      for (let step = 0; step < 40; step += 1) {
        const member = pick(members);
        const event = pick(events);
        const choice = Math.floor(random() * 6);
        let status: number;
        if (choice === 0) status = (await checkIn(live.id, member.cookie, { code: await codeAt(display) })).status;
        else if (choice === 1) status = (await manualCheckIn(event.id, officer.cookie, member.username)).status;
        else if (choice === 2) status = (await removeAttendance(event.id, officer.cookie, member.id)).status;
        else if (choice === 3) {
          const delta = Math.floor(random() * 21) - 10 || 1;
          status = (await adjust(officer.cookie, { userId: member.id, delta, reason: `Step ${step}` })).status;
        } else if (choice === 4) {
          const points = Math.floor(random() * 30);
          status = (await call("PATCH", `/api/users/${member.id}`, { cookie: admin.cookie, body: { id: member.id, points } })).status;
        } else {
          // Two of the same at once: the second must never award again.
          const pair = await Promise.all([manualCheckIn(event.id, officer.cookie, member.id), manualCheckIn(event.id, admin.cookie, member.id)]);
          expect(pair.filter((r) => r.status === 201).length).toBeLessThanOrEqual(1);
          status = pair[0]!.status;
        }
        expect([200, 201, 409, 429], `step ${step}, choice ${choice}`).toContain(status);
        seen.set(status, (seen.get(status) ?? 0) + 1);
        if (step % 8 === 7) await expectLedgerConsistent();
      }
      await expectLedgerConsistent();
      expect(seen.get(201) ?? 0).toBeGreaterThan(5);
    });
  }
});
