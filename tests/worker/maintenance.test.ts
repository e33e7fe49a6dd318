import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { sha256Hex } from "../../worker/lib/crypto";
import { CONTACT_RETENTION_MS } from "../../worker/features/contact/services/contact";
import { call, expectError, sessionCookie } from "./support/api";
import { runCron } from "./support/cron";
import { useTestClock, type TestClock } from "./support/clock";
import { newIdentity, registerMember } from "./support/members";

/**
 * The daily cron (worker/index.ts `scheduled`): deletes what has served its
 * purpose and keeps what is still live. Time is the tests' controllable clock, starting at the real now.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The instant each test starts at (the real now), and the clock that moves from it. */
let T: number;
let clock: TestClock;

async function keys(sql: string, ...params: unknown[]): Promise<string[]> {
  const { results } = await env.DB.prepare(sql)
    .bind(...params)
    .all<{ k: string }>();
  return results.map((row) => String(row.k)).sort();
}

beforeEach(() => {
  clock = useTestClock();
  T = clock.now();
});

describe("scheduled maintenance", () => {
  it("deletes expired throttles, revocations, ended verifications, old outbox mail and contact messages; keeps live ones", async () => {
    const tag = `m${Date.now().toString(36)}`;
    const userId = `${tag}-user`;
    await env.DB.batch([
      env.DB.prepare("INSERT INTO users (id, username, email, password_hash, time_added, time_updated) VALUES (?, ?, ?, 'x', ?, ?)").bind(
        userId,
        `${tag}_user`,
        `${tag}@example.edu`,
        T - DAY,
        T - DAY,
      ),

      env.DB.prepare("INSERT INTO throttles (key, count, reset_at) VALUES (?, 3, ?)").bind(`${tag}:throttle-expired`, T - 1),
      env.DB.prepare("INSERT INTO throttles (key, count, reset_at) VALUES (?, 3, ?)").bind(`${tag}:throttle-live`, T + 5 * MINUTE),

      env.DB.prepare("INSERT INTO session_revocations (session_hash, expires_at) VALUES (?, ?)").bind(`${tag}:rev-expired`, T - 1),
      env.DB.prepare("INSERT INTO session_revocations (session_hash, expires_at) VALUES (?, ?)").bind(`${tag}:rev-live`, T + 20 * DAY),

      // Verifications (sign-up codes, reset links) go once they have ended, whatever their secret's expiry.
      ...[
        ["reset-ended", "reset", T - 1, userId],
        ["reset-live", "reset", T + 20 * MINUTE, userId],
        ["signup-ended", "signup", T - HOUR, null],
        ["signup-live", "signup", T + 5 * MINUTE, null],
      ].map(([name, purpose, endsAt, user]) =>
        env.DB.prepare(
          "INSERT INTO verifications (id, purpose, email, secret_hash, expires_at, ends_at, created_at, user_id) VALUES (?, ?, ?, 'h', ?, ?, ?, ?)",
        ).bind(`${tag}:${name}`, purpose, `${tag}.${name}@example.edu`, Number(endsAt) - 50 * MINUTE, endsAt, Number(endsAt) - HOUR, user),
      ),

      // Contact messages are kept for about 18 months.
      env.DB.prepare("INSERT INTO contact_messages (id, name, email, message, created_at) VALUES (?, 'Old', 'o@example.edu', 'm', ?)").bind(
        `${tag}:contact-old`,
        T - CONTACT_RETENTION_MS - DAY,
      ),
      env.DB.prepare("INSERT INTO contact_messages (id, name, email, message, created_at) VALUES (?, 'Kept', 'k@example.edu', 'm', ?)").bind(
        `${tag}:contact-kept`,
        T - CONTACT_RETENTION_MS + 6 * DAY,
      ),

      // Outbox mail goes after a week.
      env.DB.prepare("INSERT INTO dev_outbox (to_address, subject, text, html, sent_at) VALUES (?, 'old', 't', 'h', ?)").bind(
        `${tag}@example.edu`,
        T - 8 * DAY,
      ),
      env.DB.prepare("INSERT INTO dev_outbox (to_address, subject, text, html, sent_at) VALUES (?, 'recent', 't', 'h', ?)").bind(
        `${tag}@example.edu`,
        T - 6 * DAY,
      ),
    ]);

    await runCron();

    const like = `${tag}%`;
    expect(await keys("SELECT key AS k FROM throttles WHERE key LIKE ?", like)).toEqual([`${tag}:throttle-live`]);
    expect(await keys("SELECT session_hash AS k FROM session_revocations WHERE session_hash LIKE ?", like)).toEqual([`${tag}:rev-live`]);
    expect(await keys("SELECT id AS k FROM verifications WHERE id LIKE ?", like)).toEqual([`${tag}:reset-live`, `${tag}:signup-live`]);
    expect(await keys("SELECT id AS k FROM contact_messages WHERE id LIKE ?", like)).toEqual([`${tag}:contact-kept`]);
    expect(await keys("SELECT subject AS k FROM dev_outbox WHERE to_address = ?", `${tag}@example.edu`)).toEqual(["recent"]);
    // Accounts are never touched.
    expect(await keys("SELECT id AS k FROM users WHERE id = ?", userId)).toEqual([userId]);

    // A second run a week later finishes the job.
    clock.set(T + 7 * DAY);
    await runCron();
    expect(await keys("SELECT key AS k FROM throttles WHERE key LIKE ?", like)).toEqual([]);
    expect(await keys("SELECT id AS k FROM verifications WHERE id LIKE ?", like)).toEqual([]);
    expect(await keys("SELECT id AS k FROM contact_messages WHERE id LIKE ?", like)).toEqual([]);
    expect(await keys("SELECT subject AS k FROM dev_outbox WHERE to_address = ?", `${tag}@example.edu`)).toEqual([]);
    expect(await keys("SELECT session_hash AS k FROM session_revocations WHERE session_hash LIKE ?", like)).toEqual([`${tag}:rev-live`]);
  });

  it("keeps a signed-out session's revocation while the session could live, and purging it later revives nothing", async () => {
    const member = await registerMember(newIdentity("cronsession"));
    const second = sessionCookie(await call("POST", "/api/auth/login", { body: { username: member.username, password: member.password } }));
    expect((await call("POST", "/api/auth/logout", { cookie: second })).status).toBe(200);
    expectError(await call("GET", "/api/auth/session", { cookie: second }), 401, "UNAUTHENTICATED");
    const hash = await sha256Hex(second.slice("__Host-sid=".length));
    const revocations = async () =>
      (await env.DB.prepare("SELECT COUNT(*) AS n FROM session_revocations WHERE session_hash = ?").bind(hash).first<{ n: number }>())!.n;
    expect(await revocations()).toBe(1);

    clock.set(T + 29 * DAY);
    await runCron();
    expect(await revocations()).toBe(1);
    expectError(await call("GET", "/api/auth/session", { cookie: second }), 401, "UNAUTHENTICATED");
    expect((await call("GET", "/api/auth/session", { cookie: member.cookie })).status).toBe(200);

    clock.set(T + 31 * DAY);
    await runCron();
    expect(await revocations()).toBe(0);
    expectError(await call("GET", "/api/auth/session", { cookie: second }), 401, "UNAUTHENTICATED");
  });

  it("does not lift a sign-in lock before its window ends", async () => {
    const member = await registerMember(newIdentity("cronlock"));
    const attempt = (password: string) => call("POST", "/api/auth/login", { body: { username: member.username, password } });
    for (let i = 0; i < 10; i++) expectError(await attempt("wrong password"), 401, "INVALID_CREDENTIALS");
    expectError(await attempt(member.password), 429, "RATE_LIMITED");

    clock.set(T + 5 * MINUTE);
    await runCron();
    expectError(await attempt(member.password), 429, "RATE_LIMITED");

    clock.set(T + 16 * MINUTE);
    await runCron();
    const { n } = (await env.DB.prepare("SELECT COUNT(*) AS n FROM throttles WHERE key = ?").bind(`login:user:${member.id}`).first<{ n: number }>())!;
    expect(n).toBe(0);
    expect((await attempt(member.password)).status).toBe(200);
  });
});
