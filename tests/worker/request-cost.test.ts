import { describe, expect, it } from "vitest";
import { call, sessionCookie } from "./support/api";
import { useTestClock } from "./support/clock";
import { measure } from "./support/cost";
import { login, registerAdmin, registerMember } from "./support/members";

/**
 * The free plan allows 10 ms CPU a request and 1,000 KV writes a day: apart
 * from the password endpoints, a request may do one KV read, a couple of D1
 * queries, and never a KV write. (Counting in support/cost.ts.)
 */
describe("cost of a request", () => {
  it("GET /api/auth/session: one KV read, one D1 query, no KV write", async () => {
    const member = await registerMember();
    expect(await measure("/api/auth/session", { headers: { Cookie: member.cookie } })).toEqual({
      status: 200,
      d1: 1,
      kvReads: 1,
      kvWrites: 0,
    });
  });

  it("a warm isolate skips the KV read of a session it read less than a minute ago, never longer", async () => {
    const clock = useTestClock();
    const member = await registerMember();
    const session = { headers: { Cookie: member.cookie } };
    expect(await measure("/api/auth/session", session)).toEqual({ status: 200, d1: 1, kvReads: 1, kvWrites: 0 });
    clock.advance(59_000);
    expect(await measure("/api/auth/session", session)).toEqual({ status: 200, d1: 1, kvReads: 0, kvWrites: 0 });
    clock.advance(1_000);
    expect(await measure("/api/auth/session", session)).toEqual({ status: 200, d1: 1, kvReads: 1, kvWrites: 0 });
  });

  it("a session read from the isolate's memory still ends at once: revocation is decided in D1", async () => {
    const member = await registerMember();
    const phone = sessionCookie(await login(member.username, member.password));
    expect((await measure("/api/auth/session", { headers: { Cookie: phone } })).status).toBe(200);
    expect((await measure("/api/auth/session", { headers: { Cookie: phone } })).kvReads).toBe(0);
    expect((await call("POST", "/api/auth/logout-all", { cookie: member.cookie })).status).toBe(200);
    expect(await measure("/api/auth/session", { headers: { Cookie: phone } })).toMatchObject({ status: 401, kvReads: 0 });
  });

  it("GET /api/users/:id and the public view stay within a couple of queries", async () => {
    const member = await registerMember();
    const own = await measure(`/api/users/${member.id}`, { headers: { Cookie: member.cookie } });
    expect(own).toMatchObject({ status: 200, kvReads: 1, kvWrites: 0 });
    expect(own.d1).toBeLessThanOrEqual(2);
    const pub = await measure(`/api/users/public/${member.username}/${member.id}`);
    expect(pub).toEqual({ status: 200, d1: 1, kvReads: 0, kvWrites: 0 });
  });

  it("PATCH and the admin list stay within a couple of queries and write nothing to KV", async () => {
    const admin = await registerAdmin();
    const member = await registerMember();
    const patch = await measure(`/api/users/${member.id}`, {
      method: "PATCH",
      headers: { Cookie: member.cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ id: member.id, firstName: "Mei" }),
    });
    expect(patch).toMatchObject({ status: 200, kvReads: 1, kvWrites: 0 });
    expect(patch.d1).toBeLessThanOrEqual(2);
    const list = await measure("/api/users?page=1", { headers: { Cookie: admin.cookie } });
    expect(list).toMatchObject({ status: 200, kvReads: 1, kvWrites: 0 });
    expect(list.d1).toBeLessThanOrEqual(2);
  });

  it("anonymous calls touch no KV at all", async () => {
    expect(await measure("/api/auth/session")).toEqual({ status: 401, d1: 0, kvReads: 0, kvWrites: 0 });
  });
});
