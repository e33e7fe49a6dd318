import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "../../worker/lib/crypto";
import { useTestClock } from "./support/clock";
import { call, expectError, sessionCookie } from "./support/api";
import { newIdentity, registerMember, setRoles } from "./support/members";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const login = (username: string, password: string) => call("POST", "/api/auth/login", { body: { username, password } });

describe("POST /api/auth/login", () => {
  it("signs in by username or e-mail, in any case, with a fresh session each time", async () => {
    const member = await registerMember();
    const byName = await login(member.username.toUpperCase(), member.password);
    const byEmail = await login(member.email.toUpperCase(), member.password);
    expect(byName.status).toBe(200);
    expect(byEmail.status).toBe(200);
    expect(byName.body.data.sessionId).not.toBe(byEmail.body.data.sessionId);
    // A public handle of the session, never the secret the cookie carries.
    expect(byName.body.data.sessionId).toMatch(/^[0-9a-f]{16}$/);
    expect(sessionCookie(byName)).not.toContain(byName.body.data.sessionId);
    const session = await call("GET", "/api/auth/session", { cookie: sessionCookie(byEmail) });
    expect(session.body.data).toEqual({ id: member.id, username: member.username, roles: ["member"] });
  });

  it("sets a __Host- Secure, HttpOnly, SameSite=Lax session cookie for the whole site, with no Domain", async () => {
    const member = await registerMember();
    const result = await login(member.username, member.password);
    const cookie = result.setCookie!;
    expect(cookie).toMatch(/^__Host-sid=[A-Za-z0-9_-]{43};/); // 256 bits
    expect(cookie).not.toMatch(/Domain=/i);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; Expires=/);
  });

  it("stores only a hash of the session id in KV", async () => {
    const member = await registerMember();
    const result = await login(member.username, member.password);
    const secret = sessionCookie(result).split("=")[1]!;
    const keys = (await env.SESSIONS.list()).keys.map((k) => k.name);
    expect(keys.some((k) => k.includes(secret))).toBe(false);
    expect(keys.every((k) => /^session:[0-9a-f]{64}$/.test(k))).toBe(true);
  });

  it("answers an unknown user and a wrong password the same way", async () => {
    const member = await registerMember();
    const wrong = await login(member.username, "not the password");
    const unknown = await login("nobody_here", "not the password");
    expectError(wrong, 401, "INVALID_CREDENTIALS");
    expectError(unknown, 401, "INVALID_CREDENTIALS");
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.setCookie).toBeNull();
  });

  it("checks the fields before the call with the library's classic messages", async () => {
    const empty = await call("POST", "/api/auth/login", { body: { username: "", password: "x" } });
    expectError(empty, 400, "VALIDATION_ERROR");
    expect(empty.body.error.errMsg).toBe("String must contain at least 1 character(s)");
    const missing = await call("POST", "/api/auth/login", { body: { password: "x" } });
    expect(missing.body.error.errMsg).toBe("Required");
  });

  it("throttles an account after 10 failures in 15 minutes, then lets it try again", async () => {
    const clock = useTestClock();
    const member = await registerMember();
    for (let i = 0; i < 10; i += 1) expectError(await login(member.username, `wrong ${i}`), 401, "INVALID_CREDENTIALS");
    // Even the right password is refused while the account is throttled, by name or e-mail.
    const blocked = await login(member.username, member.password);
    expectError(blocked, 429, "RATE_LIMITED");
    expect(Number(blocked.headers.get("Retry-After"))).toBe(15 * 60);
    expectError(await login(member.email, member.password), 429, "RATE_LIMITED");

    clock.advance(15 * MINUTE);
    expect((await login(member.username, member.password)).status).toBe(200);
  });

  it("throttles unknown accounts the same way, so the limit reveals nothing", async () => {
    const ghost = newIdentity("ghost").username;
    for (let i = 0; i < 10; i += 1) expectError(await login(ghost, `wrong ${i}`), 401, "INVALID_CREDENTIALS");
    expectError(await login(ghost, "anything"), 429, "RATE_LIMITED");
  });

  it("forgets earlier failures after a successful sign-in", async () => {
    const member = await registerMember();
    for (let i = 0; i < 9; i += 1) await login(member.username, `wrong ${i}`);
    expect((await login(member.username, member.password)).status).toBe(200);
    for (let i = 0; i < 9; i += 1) expectError(await login(member.username, `wrong ${i}`), 401, "INVALID_CREDENTIALS");
    expect((await login(member.username, member.password)).status).toBe(200);
  });
});

describe("GET /api/auth/session", () => {
  it("answers 401 without a cookie, with a forged one, and with a well-formed unknown one", async () => {
    expectError(await call("GET", "/api/auth/session"), 401, "UNAUTHENTICATED");
    expectError(await call("GET", "/api/auth/session", { cookie: "__Host-sid=forged" }), 401, "UNAUTHENTICATED");
    expectError(await call("GET", "/api/auth/session", { cookie: `__Host-sid=${"a".repeat(43)}` }), 401, "UNAUTHENTICATED");
  });

  it("expires sessions after 30 days", async () => {
    const clock = useTestClock();
    const member = await registerMember();
    clock.advance(30 * DAY - MINUTE);
    expect((await call("GET", "/api/auth/session", { cookie: member.cookie })).status).toBe(200);
    clock.advance(2 * MINUTE);
    expectError(await call("GET", "/api/auth/session", { cookie: member.cookie }), 401, "UNAUTHENTICATED");
  });

  it("reads roles from the database on every request, so a change applies at once", async () => {
    const member = await registerMember();
    await setRoles(member.id, "admin,member");
    expect((await call("GET", "/api/auth/session", { cookie: member.cookie })).body.data.roles).toEqual(["admin", "member"]);
    await setRoles(member.id, "member");
    expect((await call("GET", "/api/auth/session", { cookie: member.cookie })).body.data.roles).toEqual(["member"]);
  });
});

describe("signing out", () => {
  it("ends the session immediately, even where KV still holds it", async () => {
    const member = await registerMember();
    // This member's record only: the KV namespace is shared with every other test file.
    const key = `session:${await sha256Hex(member.cookie.slice(member.cookie.indexOf("=") + 1))}`;
    const record = await env.SESSIONS.get(key);
    expect(record).not.toBeNull();

    const out = await call("POST", "/api/auth/logout", { cookie: member.cookie });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ data: null, message: "Signed out." });
    expect(out.setCookie).toMatch(/^__Host-sid=;.*Max-Age=0/);

    // Another location may still see the KV record for up to a minute: put it back.
    expect(await env.SESSIONS.get(key)).toBeNull();
    await env.SESSIONS.put(key, record!);
    expectError(await call("GET", "/api/auth/session", { cookie: member.cookie }), 401, "UNAUTHENTICATED");
  });

  it("answers a signed-out caller with success too", async () => {
    const out = await call("POST", "/api/auth/logout");
    expect(out.status).toBe(200);
    expect(out.body.data).toBeNull();
  });

  it("signs out everywhere: every session of the member ends", async () => {
    const member = await registerMember();
    const other = sessionCookie(await login(member.username, member.password));
    const out = await call("POST", "/api/auth/logout-all", { cookie: member.cookie });
    expect(out.status).toBe(200);
    expectError(await call("GET", "/api/auth/session", { cookie: member.cookie }), 401, "UNAUTHENTICATED");
    expectError(await call("GET", "/api/auth/session", { cookie: other }), 401, "UNAUTHENTICATED");
    expect((await login(member.username, member.password)).status).toBe(200);
  });

  it("refuses sign-out everywhere when signed out", async () => {
    expectError(await call("POST", "/api/auth/logout-all"), 401, "UNAUTHENTICATED");
  });
});
