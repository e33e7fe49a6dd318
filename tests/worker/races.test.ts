import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, expectError } from "./support/api";
import { login, registerAdmin, registerMember } from "./support/members";

/**
 * Limits and guards that parallel requests must not get past: each is one
 * conditional statement, taken before the work it guards.
 */

const statuses = (results: { status: number }[]) => {
  const counts: Record<number, number> = {};
  for (const { status } of results) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};

describe("password attempts in parallel", () => {
  it("40 wrong passwords at once for one account: at most 10 are checked (10 × 401, the rest 429)", async () => {
    const member = await registerMember();
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => login(member.username, `wrong ${i}`)));
    expect(statuses(results)).toEqual({ 401: 10, 429: 30 });
    for (const result of results.filter((r) => r.status === 429)) expect(Number(result.headers.get("Retry-After"))).toBeGreaterThan(0);
    expectError(await login(member.username, member.password), 429, "RATE_LIMITED");
  });

  it("40 wrong current passwords at once on set-password: at most 10 are checked", async () => {
    const member = await registerMember();
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call("POST", "/api/auth/set-password", { cookie: member.cookie, body: { currentPassword: `no ${i}`, newPassword: "brand new pw 7" } }),
      ),
    );
    expect(statuses(results)).toEqual({ 400: 10, 429: 30 });
  });
});

async function onlyAdmins(...ids: string[]) {
  const placeholders = ids.map(() => "?").join(", ");
  await env.DB.prepare(`UPDATE users SET roles = 'member' WHERE id NOT IN (${placeholders})`)
    .bind(...ids)
    .run();
}

async function adminCount() {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE (',' || roles || ',') LIKE '%,admin,%'").first<{ n: number }>();
  return row!.n;
}

describe("the last admin", () => {
  it("two admins demoting each other at once leave one admin; the other gets 409 LAST_ADMIN, or 403 once demoted", async () => {
    const a = await registerAdmin();
    const b = await registerAdmin();
    await onlyAdmins(a.id, b.id);
    const results = await Promise.all([
      call("PATCH", `/api/users/${b.id}`, { cookie: a.cookie, body: { id: b.id, roles: "member" } }),
      call("PATCH", `/api/users/${a.id}`, { cookie: b.cookie, body: { id: a.id, roles: "member" } }),
    ]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    // The loser's request met the guard (both read two admins, one write lands), or it began after the
    // winner's write had taken its role: roles are read for every call, so it may no longer demote anyone.
    const loser = results.find((r) => r.status !== 200)!;
    if (loser.status === 403) expectError(loser, 403, "FORBIDDEN");
    else expectError(loser, 409, "LAST_ADMIN");
    expect(await adminCount()).toBe(1);
  });

  it("two admins deleting themselves at once leave one admin", async () => {
    const a = await registerAdmin();
    const b = await registerAdmin();
    await onlyAdmins(a.id, b.id);
    const results = await Promise.all(
      [a, b].map((admin) => call("DELETE", `/api/users/${admin.id}`, { cookie: admin.cookie, body: { currentPassword: admin.password } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await adminCount()).toBe(1);
  });
});
