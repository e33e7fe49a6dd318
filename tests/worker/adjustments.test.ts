import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { adjustmentPageQuery } from "../../worker/features/points/db/points-ledger";
import { createDb } from "../../worker/db/client";
import { adjustmentLineListSchema, adjustmentListMetaSchema, memberLookupListSchema } from "../../src/shared/points";
import { call, expectError, sessionCookie } from "./support/api";
import { useTestClock } from "./support/clock";
import { DAY_MS, registerOfficer } from "./support/events";
import { login, newIdentity, registerAdmin, registerMember, setRoles, type Member } from "./support/members";
import { adjust, ledgerOf } from "./support/points";

/**
 * Who may adjust whose points, and by how much (decision 055); the one list
 * of adjustments, every one for admins and the recent ones for officers
 * (decision 056); and finding a member to adjust by name, username or e-mail.
 */

let officer: Member;
let admin: Member;

beforeAll(async () => {
  [officer, admin] = await Promise.all([registerOfficer(), registerAdmin()]);
});

const signIn = async (who: Member) => sessionCookie(await login(who.username, who.password));

const totalOf = async (userId: string) => (await env.DB.prepare("SELECT points FROM users WHERE id = ?").bind(userId).first<{ points: number }>())!.points;

describe("POST /api/points/adjustments: limits", () => {
  it("an officer cannot adjust their own points (403 at userId, nothing written); an admin can adjust anyone's, their own too", async () => {
    const own = await adjust(officer.cookie, { userId: officer.id, delta: 50, reason: "Ran the whole gala" });
    expectError(own, 403, "FORBIDDEN");
    expect(own.body.error.fields).toEqual({ userId: "You cannot change your own points." });
    expect(await ledgerOf(officer.id)).toEqual([]);

    expect((await adjust(admin.cookie, { userId: officer.id, delta: 50, reason: "Ran the whole gala" })).status).toBe(201);
    expect((await adjust(admin.cookie, { userId: admin.id, delta: 5, reason: "Chaired the meeting" })).status).toBe(201);
    expect(await totalOf(officer.id)).toBe(50);
    expect(await totalOf(admin.id)).toBe(5);
  });

  it("a single adjustment is at most ±1,000, for admins too", async () => {
    const member = await registerMember();
    expect((await adjust(officer.cookie, { userId: member.id, delta: 1_000, reason: "Most at once" })).status).toBe(201);
    expect((await adjust(officer.cookie, { userId: member.id, delta: -1_000, reason: "Taken back" })).status).toBe(201);
    for (const [who, delta] of [
      [officer, 1_001],
      [officer, -1_001],
      [admin, 5_000],
    ] as const) {
      const refused = await adjust(who.cookie, { userId: member.id, delta, reason: "Too much at once" });
      expectError(refused, 400, "VALIDATION_ERROR");
      expect(refused.body.error.fields.delta).toBe("Points must be between -1000 and 1000.");
    }
    expect(await ledgerOf(member.id)).toHaveLength(2);
  });
});

describe("GET /api/points/adjustments", () => {
  it("admins see every adjustment, newest first, with the member and who made it; officers those of the last 30 days", async () => {
    const clock = useTestClock();
    const member = await registerMember();
    const old = `Long ago ${crypto.randomUUID().slice(0, 8)}`;
    expect((await adjust(officer.cookie, { userId: member.id, delta: 7, reason: old })).status).toBe(201);
    clock.advance(31 * DAY_MS);
    // Sessions last 30 days: sign in again a month later.
    const [adminNow, officerNow] = await Promise.all([signIn(admin), signIn(officer)]);
    const fresh = `Just now ${crypto.randomUUID().slice(0, 8)}`;
    expect((await adjust(adminNow, { userId: member.id, delta: -2, reason: fresh })).status).toBe(201);

    const all = await call("GET", "/api/points/adjustments?pageSize=100", { cookie: adminNow });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    const allLines = adjustmentLineListSchema.parse(all.body.data);
    const allMeta = adjustmentListMetaSchema.parse(all.body.meta);
    expect(allMeta).toMatchObject({ scope: "all", since: null, page: 1, pageSize: 100 });
    const reasons = allLines.map((line) => line.reason);
    expect(reasons.indexOf(fresh)).toBeLessThan(reasons.indexOf(old));
    expect(allLines.find((line) => line.reason === fresh)).toMatchObject({
      delta: -2,
      kind: "adjustment",
      member: { id: member.id, username: member.username },
      actor: { id: admin.id, username: admin.username },
    });
    expect(allLines.find((line) => line.reason === old)).toMatchObject({ delta: 7, actor: { id: officer.id } });
    expect(allLines.every((line) => line.kind === "adjustment")).toBe(true);

    const recent = await call("GET", "/api/points/adjustments?pageSize=100", { cookie: officerNow });
    expect(recent.status).toBe(200);
    const recentMeta = adjustmentListMetaSchema.parse(recent.body.meta);
    expect(recentMeta.scope).toBe("recent");
    expect(Date.parse(recentMeta.since!)).toBeGreaterThan(clock.now() - 30 * DAY_MS - 1_000);
    const recentReasons = adjustmentLineListSchema.parse(recent.body.data).map((line) => line.reason);
    expect(recentReasons).toContain(fresh);
    expect(recentReasons).not.toContain(old);
    expect(recentMeta.total).toBeLessThan(allMeta.total);
  });

  it("pages newest first, each row on one page only", async () => {
    const member = await registerMember();
    const tag = crypto.randomUUID().slice(0, 8);
    // Made 90 days ahead (past any other test's clock), so they are the newest rows of the shared ledger;
    // sessions last 30 days, so the officer and admin sign in again then.
    const clock = useTestClock();
    clock.set(clock.now() + 90 * DAY_MS);
    const [adminLater, officerLater] = await Promise.all([signIn(admin), signIn(officer)]);
    for (const n of [1, 2, 3]) {
      await adjust(officerLater, { userId: member.id, delta: n, reason: `Paged ${tag} ${n}` });
      clock.advance(1_000);
    }
    const seen: string[] = [];
    for (let page = 1; page <= 2; page += 1) {
      const result = await call("GET", `/api/points/adjustments?page=${page}&pageSize=2`, { cookie: adminLater });
      expect(result.body.data.length).toBe(page === 1 ? 2 : Math.min(2, result.body.meta.total - 2));
      seen.push(...result.body.data.map((line: { reason: string }) => line.reason));
    }
    expect(seen.slice(0, 3)).toEqual([3, 2, 1].map((n) => `Paged ${tag} ${n}`));
    expect(seen.slice(3).join()).not.toContain(`Paged ${tag}`);
    expectError(await call("GET", "/api/points/adjustments?pageSize=101", { cookie: adminLater }), 400, "VALIDATION_ERROR");
  });

  it("reads the adjustments by their own partial index, never walking the attendance rows", async () => {
    const { sql: text, params } = adjustmentPageQuery(createDb(env.DB), 0, 20, 0).toSQL();
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${text}`)
      .bind(...params)
      .all<{ detail: string }>();
    const ledgerSteps = plan.results.map((row) => row.detail).filter((detail) => /\bl\b|points_ledger/.test(detail));
    expect(ledgerSteps.join("\n")).toContain("USING INDEX points_ledger_adjustments");
    expect(plan.results.map((row) => row.detail).join("\n")).not.toContain("USE TEMP B-TREE FOR ORDER BY");
  });

  it("members get 403, visitors 401", async () => {
    const member = await registerMember();
    expectError(await call("GET", "/api/points/adjustments", { cookie: member.cookie }), 403, "FORBIDDEN");
    expectError(await call("GET", "/api/points/adjustments"), 401, "UNAUTHENTICATED");
  });
});

describe("GET /api/points/members", () => {
  it("finds members by name (either way round), username or e-mail, with their points; never a sponsor-only account", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const member = await registerMember(newIdentity(`pts${tag}`));
    await call("PATCH", `/api/users/${member.id}`, { cookie: member.cookie, body: { id: member.id, firstName: `Jenny${tag}`, lastName: "Kim" } });
    await adjust(officer.cookie, { userId: member.id, delta: 12, reason: "Setup crew" });
    const recruiter = await registerMember(newIdentity(`pts${tag}`));
    await setRoles(recruiter.id, "sponsor");

    for (const q of [`Jenny${tag}`, `kim jenny${tag}`, member.username.toUpperCase(), member.email]) {
      const found = await call("GET", `/api/points/members?q=${encodeURIComponent(q)}`, { cookie: officer.cookie });
      expect(found.status, JSON.stringify(found.body)).toBe(200);
      expect(memberLookupListSchema.parse(found.body.data)).toEqual([
        { id: member.id, username: member.username, firstName: `Jenny${tag}`, lastName: "Kim", email: member.email, points: 12 },
      ]);
    }
    const byTag = await call("GET", `/api/points/members?q=pts${tag}`, { cookie: admin.cookie });
    expect(byTag.body.data.map((row: { id: string }) => row.id)).toEqual([member.id]);
  });

  it("asks for at least 2 characters; members get 403", async () => {
    const member = await registerMember();
    const short = await call("GET", "/api/points/members?q=a", { cookie: officer.cookie });
    expectError(short, 400, "VALIDATION_ERROR");
    expect(short.body.error.fields).toEqual({ q: "Type at least 2 characters." });
    expectError(await call("GET", "/api/points/members?q=mei", { cookie: member.cookie }), 403, "FORBIDDEN");
  });
});
