import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, expectEnvelope, expectError, sessionCookie } from "./support/api";
import { useTestClock } from "./support/clock";
import { login, registerMember } from "./support/members";
import { RECENT_SIGN_IN_MS } from "./support/passkeys";
import { formatUtcInstant } from "../../src/shared/time/utc-instant";

/**
 * POST /api/auth/reauth {password}: the password again, for changes that
 * need a recent sign-in (adding a passkey). A fresh session, nothing else.
 */

const reauth = (cookie: string, password: unknown) => call("POST", "/api/auth/reauth", { cookie, body: { password } });
const registerOptions = (cookie: string) => call("POST", "/api/auth/passkeys/register/options", { cookie });

describe("POST /api/auth/reauth", () => {
  it("swaps a stale session for a fresh one, which counts as a recent sign-in for 10 minutes", async () => {
    const clock = useTestClock();
    const member = await registerMember();
    clock.advance(3 * 24 * 60 * 60_000);
    expectError(await registerOptions(member.cookie), 403, "REAUTH_REQUIRED");

    const result = await reauth(member.cookie, member.password);
    expectEnvelope(result);
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ data: { recentUntil: formatUtcInstant(clock.now() + RECENT_SIGN_IN_MS) }, message: "Password confirmed." });
    const fresh = sessionCookie(result);
    expect(fresh).not.toBe(member.cookie);
    expect((await registerOptions(fresh)).status).toBe(200);
    // The old session has ended; the new one lasts a full 30 days.
    expectError(await call("GET", "/api/auth/session", { cookie: member.cookie }), 401, "UNAUTHENTICATED");
    expect(result.setCookie).toMatch(new RegExp(`Expires=${new Date(clock.now() + 30 * 24 * 60 * 60_000).toUTCString()}`));

    clock.advance(RECENT_SIGN_IN_MS + 1);
    expectError(await registerOptions(fresh), 403, "REAUTH_REQUIRED");
    expect((await call("GET", "/api/auth/session", { cookie: fresh })).status).toBe(200);
  });

  it("refuses a wrong password at its field, and keeps the session as it was", async () => {
    const member = await registerMember();
    const result = await reauth(member.cookie, "not the password");
    expectError(result, 400, "WRONG_PASSWORD");
    expect(result.setCookie).toBeNull();
    expect((await call("GET", "/api/auth/session", { cookie: member.cookie })).status).toBe(200);
    const empty = await reauth(member.cookie, "");
    expectError(empty, 400, "VALIDATION_ERROR");
    expect(empty.body.error.errMsg).toBe("Password is required.");
  });

  it("counts wrong passwords against the account's sign-in throttle", async () => {
    const member = await registerMember();
    for (let i = 0; i < 5; i += 1) expectError(await reauth(member.cookie, `wrong ${i}`), 400, "WRONG_PASSWORD");
    for (let i = 0; i < 5; i += 1) await login(member.username, `wrong again ${i}`);
    expectError(await reauth(member.cookie, member.password), 429, "RATE_LIMITED");
    expectError(await login(member.username, member.password), 429, "RATE_LIMITED");
  });

  it("needs a session", async () => {
    expectError(await call("POST", "/api/auth/reauth", { body: { password: "whatever" } }), 401, "UNAUTHENTICATED");
  });

  it("writes one KV record (the new session) and deletes none", async () => {
    const member = await registerMember();
    const before = (await env.SESSIONS.list()).keys.length;
    const result = await reauth(member.cookie, member.password);
    expect(result.status).toBe(200);
    // The old record stays until its TTL: D1 has already ended it.
    expect((await env.SESSIONS.list()).keys.length).toBe(before + 1);
  });
});
