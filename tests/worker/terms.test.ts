import { beforeAll, describe, expect, it } from "vitest";
import { termListSchema, termSchema } from "../../src/shared/terms";
import { call, expectEnvelope, expectError } from "./support/api";
import { createEvent, DAY_MS, HOUR_MS, registerOfficer } from "./support/events";
import { registerAdmin, registerMember, type Member } from "./support/members";
import { adjust, createTerm, expectLedgerConsistent, iso, manualCheckIn, pastTermRange } from "./support/points";

/**
 * Terms: anyone reads them, officers define them, they never overlap (even
 * when two officers save at once), and a term's points are counted from the
 * ledger whenever it is made or its dates change.
 */

let officer: Member;
let admin: Member;

beforeAll(async () => {
  [officer, admin] = await Promise.all([registerOfficer(), registerAdmin()]);
});

const body = (name: string, startsAt: number, endsAt: number) => ({ name, startsAt: iso(startsAt), endsAt: iso(endsAt) });

describe("GET /api/terms", () => {
  it("anyone: every term oldest first, and the current one (the term containing now)", async () => {
    const now = Math.floor(Date.now() / 1000) * 1000;
    const current = await createTerm(officer.cookie, body("Now Term", now - 10 * DAY_MS, now + 10 * DAY_MS));
    const range = pastTermRange();
    const old = await createTerm(admin.cookie, body("Old Term", range.startsAt, range.endsAt));
    const result = await call("GET", "/api/terms");
    expect(result.status).toBe(200);
    expectEnvelope(result);
    const terms = termListSchema.parse(result.body.data);
    expect(terms.map((t) => t.startsAt)).toEqual([...terms.map((t) => t.startsAt)].sort());
    expect(terms).toEqual(expect.arrayContaining([current, old]));
    expect(result.body.meta).toEqual({ currentTermId: current.id });
    expect(current).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
      name: "Now Term",
      startsAt: iso(now - 10 * DAY_MS),
      endsAt: iso(now + 10 * DAY_MS),
    });
  });
});

describe("POST, PATCH, DELETE /api/terms (officers)", () => {
  it("409 TERM_OVERLAP for any overlap, naming the other term; touching ends are fine", async () => {
    const { startsAt, endsAt } = pastTermRange();
    const fall = await createTerm(officer.cookie, body("Fall", startsAt, endsAt));
    for (const [s, e] of [
      [startsAt, endsAt],
      [startsAt - DAY_MS, startsAt + DAY_MS],
      [endsAt - DAY_MS, endsAt + DAY_MS],
      [startsAt + DAY_MS, endsAt - DAY_MS],
      [startsAt - DAY_MS, endsAt + DAY_MS],
    ] as const) {
      const result = await call("POST", "/api/terms", { cookie: officer.cookie, body: body("Clash", s, e) });
      expectError(result, 409, "TERM_OVERLAP");
      expect(result.body.error.errMsg).toContain("Fall");
      expect(result.body.error.fields.startsAt).toContain("overlap");
    }
    const before = await createTerm(officer.cookie, body("Before", startsAt - 5 * DAY_MS, startsAt));
    const after = await createTerm(officer.cookie, body("After", endsAt, endsAt + 5 * DAY_MS));
    expect([before.endsAt, after.startsAt]).toEqual([fall.startsAt, fall.endsAt]);
  });

  it("two overlapping terms saved at once: exactly one is made", async () => {
    const { startsAt, endsAt } = pastTermRange();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => call("POST", "/api/terms", { cookie: officer.cookie, body: body(`Race ${i}`, startsAt + i * HOUR_MS, endsAt) })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    for (const result of results.filter((r) => r.status !== 201)) expectError(result, 409, "TERM_OVERLAP");
  });

  it("PATCH: a name, or dates checked against the stored ones and the other terms", async () => {
    const { startsAt, endsAt } = pastTermRange();
    const term = await createTerm(officer.cookie, body("Winter", startsAt, endsAt));
    const neighbour = await createTerm(officer.cookie, body("Spring", endsAt, endsAt + 10 * DAY_MS));
    const renamed = await call("PATCH", `/api/terms/${term.id}`, { cookie: officer.cookie, body: { name: "Winter Quarter" } });
    expect(renamed.status).toBe(200);
    expect(termSchema.parse(renamed.body.data)).toEqual({ ...term, name: "Winter Quarter" });
    const overlap = await call("PATCH", `/api/terms/${term.id}`, { cookie: officer.cookie, body: { endsAt: iso(endsAt + DAY_MS) } });
    expectError(overlap, 409, "TERM_OVERLAP");
    expect(overlap.body.error.errMsg).toContain("Spring");
    const backwards = await call("PATCH", `/api/terms/${term.id}`, { cookie: officer.cookie, body: { endsAt: iso(startsAt - DAY_MS) } });
    expectError(backwards, 400, "VALIDATION_ERROR");
    expect(backwards.body.error.fields).toEqual({ endsAt: "A term must end after it starts." });
    const shorter = await call("PATCH", `/api/terms/${term.id}`, { cookie: officer.cookie, body: { endsAt: iso(endsAt - DAY_MS) } });
    expect(shorter.body.data.endsAt).toBe(iso(endsAt - DAY_MS));
    const moved = await call("PATCH", `/api/terms/${neighbour.id}`, { cookie: officer.cookie, body: { startsAt: iso(endsAt - DAY_MS) } });
    expect(moved.status).toBe(200);
    expectError(await call("PATCH", "/api/terms/tm_nope", { cookie: officer.cookie, body: { name: "Nope" } }), 404, "NOT_FOUND");
    expectError(await call("PATCH", `/api/terms/${term.id}`, { cookie: officer.cookie, body: {} }), 400, "VALIDATION_ERROR");
  });

  it("validates names and ranges with the shared schema; members 403, visitors 401; DELETE removes", async () => {
    const { startsAt } = pastTermRange();
    for (const [bad, field] of [
      [body("", startsAt, startsAt + DAY_MS), "name"],
      [body("Back", startsAt, startsAt - DAY_MS), "endsAt"],
      [body("Long", startsAt, startsAt + 368 * DAY_MS), "endsAt"],
      [{ name: "No dates" }, "startsAt"],
      [{ ...body("Local", startsAt, startsAt + DAY_MS), startsAt: "2026-01-01T00:00:00+01:00" }, "startsAt"],
    ] as const) {
      const result = await call("POST", "/api/terms", { cookie: officer.cookie, body: bad });
      expectError(result, 400, "VALIDATION_ERROR");
      expect(Object.keys(result.body.error.fields)).toContain(field);
    }
    const member = await registerMember();
    expectError(await call("POST", "/api/terms", { cookie: member.cookie, body: body("Mine", startsAt, startsAt + DAY_MS) }), 403, "FORBIDDEN");
    expectError(await call("POST", "/api/terms", { body: body("Mine", startsAt, startsAt + DAY_MS) }), 401, "UNAUTHENTICATED");
    const term = await createTerm(officer.cookie, body("Short", startsAt, startsAt + DAY_MS));
    expectError(await call("DELETE", `/api/terms/${term.id}`, { cookie: member.cookie }), 403, "FORBIDDEN");
    expect((await call("DELETE", `/api/terms/${term.id}`, { cookie: officer.cookie })).body.data).toEqual({ id: term.id });
    expectError(await call("DELETE", `/api/terms/${term.id}`, { cookie: officer.cookie }), 404, "NOT_FOUND");
    expect((await call("GET", "/api/terms")).body.data.map((t: { id: string }) => t.id)).not.toContain(term.id);
  });
});

describe("a term's points come from the ledger", () => {
  it("a term defined after the fact counts the rows inside it; moving its dates recounts; deleting it leaves the rows", async () => {
    const { startsAt, endsAt } = pastTermRange();
    const member = await registerMember();
    const early = await createEvent(officer.cookie, { startsAt: iso(startsAt + DAY_MS), endsAt: iso(startsAt + DAY_MS + HOUR_MS), points: 6 });
    const late = await createEvent(officer.cookie, { startsAt: iso(endsAt - DAY_MS), endsAt: iso(endsAt - DAY_MS + HOUR_MS), points: 4 });
    await manualCheckIn(early.id, officer.cookie, member.username);
    await manualCheckIn(late.id, officer.cookie, member.username);
    await adjust(officer.cookie, { userId: member.id, delta: 1, reason: "Today, outside the term" });

    const term = await createTerm(officer.cookie, body("After the fact", startsAt, endsAt));
    // (Another test's term may contain today, and so the adjustment: only this term counts here.)
    const pointsIn = async () =>
      (await call("GET", `/api/users/${member.id}/points`, { cookie: member.cookie })).body.meta.totals.perTerm.filter((t: { id: string }) => t.id === term.id);
    expect(await pointsIn()).toEqual([{ ...term, points: 10 }]);
    await call("PATCH", `/api/terms/${term.id}`, { cookie: officer.cookie, body: { endsAt: iso(endsAt - 2 * DAY_MS) } });
    expect((await pointsIn())[0].points).toBe(6);
    await expectLedgerConsistent();
    await call("DELETE", `/api/terms/${term.id}`, { cookie: officer.cookie });
    expect(await pointsIn()).toEqual([]);
    const history = await call("GET", `/api/users/${member.id}/points`, { cookie: member.cookie });
    expect(history.body.meta.totals.allTime).toBe(11);
    const attendance = history.body.data.filter((e: { kind: string }) => e.kind === "attendance");
    expect(attendance.map((e: { termId: string | null }) => e.termId)).toEqual([null, null]);
  });
});
