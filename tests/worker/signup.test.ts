import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { useTestClock } from "./support/clock";
import { call, cookieJar, expectError, sessionCookie } from "./support/api";
import { codeFrom, lastMail, mailCount } from "./support/outbox";
import { newIdentity, registerMember, signUp, verify } from "./support/members";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe("POST /api/auth/signup", () => {
  it("holds a pending registration and e-mails a 6-digit code; no account yet", async () => {
    const { identity, result } = await signUp();
    expect(result.body.data.message).toContain(identity.email);
    const mail = await lastMail(identity.email);
    expect(mail?.subject).toMatch(/code/i);
    expect(mail?.html).toContain(codeFrom(mail));
    const users = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = ?").bind(identity.email).first<{ n: number }>();
    expect(users?.n).toBe(0);
    const pending = await env.DB.prepare("SELECT secret_hash FROM verifications WHERE purpose = 'signup' AND email = ?")
      .bind(identity.email)
      .first<{ secret_hash: string }>();
    expect(pending?.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(pending?.secret_hash).not.toContain(codeFrom(mail));
  });

  it("validates with the shared messages", async () => {
    const identity = newIdentity();
    expectError(await call("POST", "/api/auth/signup", { body: { ...identity, password: "12345" } }), 400, "VALIDATION_ERROR");
    const short = await call("POST", "/api/auth/signup", { body: { ...identity, password: "12345" } });
    expect(short.body.error.errMsg).toBe("Password must be at least 6 characters long.");
    const email = await call("POST", "/api/auth/signup", { body: { ...identity, email: "not-an-address" } });
    expect(email.body.error.errMsg).toBe("Invalid email address.");
    const missing = await call("POST", "/api/auth/signup", { body: { email: identity.email, username: identity.username } });
    expect(missing.body.error.errMsg).toBe("Password is required.");
    // A username may be left out (the door's sign-up, tests/worker/door-signup.test.ts), not given empty.
    const empty = await call("POST", "/api/auth/signup", { body: { ...identity, username: "" } });
    expect(empty.body.error.errMsg).toBe("Username is required.");
  });

  it("answers 409 for a username that is taken, whatever its case", async () => {
    const member = await registerMember();
    const other = newIdentity();
    expectError(await call("POST", "/api/auth/signup", { body: { ...other, username: member.username.toUpperCase() } }), 409, "USERNAME_TAKEN");
  });

  it("does not reveal that an address has an account: same answer, and the owner is told by e-mail", async () => {
    const clock = useTestClock();
    const member = await registerMember();
    const mailsBefore = await mailCount(member.email);
    clock.advance(MINUTE);
    const fresh = newIdentity();
    const result = await call("POST", "/api/auth/signup", {
      body: { ...fresh, email: member.email.toUpperCase() },
    });
    expect(result.status).toBe(200);
    expect(result.body.data.message).toBe(`We sent a 6-digit code to ${member.email}. Enter it to finish signing up.`);
    expect(await mailCount(member.email)).toBe(mailsBefore + 1);
    const mail = await lastMail(member.email);
    expect(mail?.subject).toMatch(/already have an account/i);
    expect(mail?.text).toMatch(/reset your password/i);
    expect(mail?.text).not.toMatch(/\b\d{6}\b/);
    const pending = await env.DB.prepare("SELECT count(*) AS n FROM verifications WHERE email = ?").bind(member.email).first<{ n: number }>();
    expect(pending?.n).toBe(0);
  });
});

describe("POST /api/auth/verify-code", () => {
  it("creates the account, signs it in and removes the pending registration", async () => {
    const { identity, browser } = await signUp();
    const code = codeFrom(await lastMail(identity.email));
    const result = await verify(identity.email, code, browser);
    expect(result.status).toBe(201);
    expect(result.body.data).toEqual({ userId: expect.any(String), sessionId: expect.stringMatching(/^[0-9a-f]{16}$/) });
    const session = await call("GET", "/api/auth/session", { cookie: sessionCookie(result) });
    expect(session.body.data).toEqual({ id: result.body.data.userId, username: identity.username, roles: ["member"] });
    const again = await verify(identity.email, code, browser);
    expectError(again, 400, "INVALID_CODE");
  });

  it("answers every wrong code with one message, no attempt count, whether or not a sign-up is pending", async () => {
    const { identity, browser } = await signUp();
    const code = codeFrom(await lastMail(identity.email));
    const wrong = code === "000000" ? "111111" : "000000";
    const pending = await verify(identity.email, wrong, browser);
    const stranger = await verify(newIdentity().email, wrong, browser);
    expectError(pending, 400, "INVALID_CODE");
    expectError(stranger, 400, "INVALID_CODE");
    expect(pending.body).toEqual(stranger.body);
    expect(pending.body.error.errMsg).not.toMatch(/\d/);
  });

  it("dies after 10 wrong codes, even for the right code, and says how long the address waits", async () => {
    const { identity, browser } = await signUp();
    const code = codeFrom(await lastMail(identity.email));
    const wrong = code === "000000" ? "111111" : "000000";
    for (let attempt = 1; attempt <= 9; attempt += 1) expectError(await verify(identity.email, wrong, browser), 400, "INVALID_CODE");
    const tenth = await verify(identity.email, wrong, browser);
    expectError(tenth, 429, "TOO_MANY_ATTEMPTS");
    expect(Number(tenth.headers.get("Retry-After"))).toBeGreaterThan(50 * 60);
    expect(tenth.body.error.errMsg).toMatch(/wait \d+ minutes/i);
    const right = await verify(identity.email, code, browser);
    expectError(right, 429, "TOO_MANY_ATTEMPTS");
    expect(Number(right.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("never allows more than 10 guesses, even in parallel", async () => {
    const { identity, browser } = await signUp();
    const code = codeFrom(await lastMail(identity.email));
    const wrong = code === "000000" ? "111111" : "000000";
    await Promise.all(Array.from({ length: 25 }, () => verify(identity.email, wrong, browser)));
    const row = await env.DB.prepare("SELECT attempts FROM verifications WHERE purpose = 'signup' AND email = ?")
      .bind(identity.email)
      .first<{ attempts: number }>();
    expect(row?.attempts).toBe(10);
    expectError(await verify(identity.email, code, browser), 429, "TOO_MANY_ATTEMPTS");
  });

  it("expires the code after 10 minutes", async () => {
    const clock = useTestClock();
    const { identity, browser } = await signUp();
    const code = codeFrom(await lastMail(identity.email));
    clock.advance(10 * MINUTE + 1);
    expectError(await verify(identity.email, code, browser), 410, "CODE_EXPIRED");
  });

  it("accepts the code just before it expires", async () => {
    const clock = useTestClock();
    const { identity, browser } = await signUp();
    const code = codeFrom(await lastMail(identity.email));
    clock.advance(10 * MINUTE - 1000);
    const result = await verify(identity.email, code, browser);
    expect(result.status).toBe(201);
  });

  it("gives exactly one account when the right code is sent twice at once", async () => {
    const { identity, browser } = await signUp();
    const code = codeFrom(await lastMail(identity.email));
    const results = await Promise.all([1, 2, 3].map(() => verify(identity.email, code, browser)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 201)) {
      expect(r.status).toBeLessThan(500);
      expect(r.body.error.errCode).toMatch(/INVALID_CODE|EMAIL_TAKEN|USERNAME_TAKEN/);
    }
    const users = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = ?").bind(identity.email).first<{ n: number }>();
    expect(users?.n).toBe(1);
  });

  it("refuses a malformed code with the shared message", async () => {
    const { identity, browser } = await signUp();
    const result = await verify(identity.email, "12ab56", browser);
    expectError(result, 400, "VALIDATION_ERROR");
    expect(result.body.error.errMsg).toBe("Enter the 6-digit code.");
  });

  it("answers 409 when the username was taken between sign-up and verification", async () => {
    const { identity, browser } = await signUp();
    const code = codeFrom(await lastMail(identity.email));
    await env.DB.prepare("INSERT INTO users (id, username, email, password_hash, time_added, time_updated) VALUES ('x1', ?, 'someone@example.edu', 'h', 0, 0)")
      .bind(identity.username)
      .run();
    expectError(await verify(identity.email, code, browser), 409, "USERNAME_TAKEN");
  });
});

describe("POST /api/auth/resend-code", () => {
  it("sends a new code at most once a minute per address, and the new code voids the old one", async () => {
    const clock = useTestClock();
    const { identity, browser } = await signUp();
    const oldCode = codeFrom(await lastMail(identity.email));

    const tooSoon = await call("POST", "/api/auth/resend-code", { body: { email: identity.email } });
    expectError(tooSoon, 429, "RATE_LIMITED");
    expect(Number(tooSoon.headers.get("Retry-After"))).toBe(60);

    clock.advance(45_000);
    const stillSoon = await call("POST", "/api/auth/resend-code", { body: { email: identity.email } });
    expect(Number(stillSoon.headers.get("Retry-After"))).toBe(15);

    clock.advance(15_000);
    const resent = await call("POST", "/api/auth/resend-code", { body: { email: identity.email } });
    expect(resent.status).toBe(200);
    const newCode = codeFrom(await lastMail(identity.email));
    if (newCode !== oldCode) expectError(await verify(identity.email, oldCode, browser), 400, "INVALID_CODE");
    expect((await verify(identity.email, newCode, browser)).status).toBe(201);
  });

  it("revives an expired code with a new one", async () => {
    const clock = useTestClock();
    const { identity, browser } = await signUp();
    clock.advance(11 * MINUTE);
    await call("POST", "/api/auth/resend-code", { body: { email: identity.email } });
    const code = codeFrom(await lastMail(identity.email));
    expect((await verify(identity.email, code, browser)).status).toBe(201);
  });

  it("keeps counting wrong codes across resends: 10 in all, not 10 per code", async () => {
    const clock = useTestClock();
    const { identity, browser } = await signUp();
    for (let i = 0; i < 5; i += 1) expectError(await verify(identity.email, "000000", browser), 400, "INVALID_CODE");
    clock.advance(MINUTE);
    expect((await call("POST", "/api/auth/resend-code", { body: { email: identity.email } })).status).toBe(200);
    const code = codeFrom(await lastMail(identity.email));
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 4; i += 1) expectError(await verify(identity.email, wrong, browser), 400, "INVALID_CODE");
    expectError(await verify(identity.email, wrong, browser), 429, "TOO_MANY_ATTEMPTS");
    expectError(await verify(identity.email, code, browser), 429, "TOO_MANY_ATTEMPTS");
  });

  it("sends at most 3 codes for one sign-up; then the address waits an hour, and the answer says so", async () => {
    const clock = useTestClock();
    const start = clock.now();
    const { identity } = await signUp();
    for (let resend = 1; resend <= 2; resend += 1) {
      clock.advance(MINUTE);
      expect((await call("POST", "/api/auth/resend-code", { body: { email: identity.email } })).status).toBe(200);
    }
    expect(await mailCount(identity.email)).toBe(3);
    clock.advance(MINUTE);
    const fourth = await call("POST", "/api/auth/resend-code", { body: { email: identity.email } });
    expectError(fourth, 429, "TOO_MANY_ATTEMPTS");
    expect(fourth.body.error.errMsg).toMatch(/wait \d+ minutes/i);
    expect(Number(fourth.headers.get("Retry-After"))).toBe(Math.ceil((start + HOUR - clock.now()) / 1000));
    clock.advance(MINUTE);
    const again = await call("POST", "/api/auth/signup", { body: identity });
    expectError(again, 429, "TOO_MANY_ATTEMPTS");
    expect(await mailCount(identity.email)).toBe(3);

    clock.set(start + HOUR);
    const fresh = await signUp(identity);
    expect(await mailCount(identity.email)).toBe(4);
    expect((await verify(identity.email, codeFrom(await lastMail(identity.email)), fresh.browser)).status).toBe(201);
  });

  it("answers the same for an address with no pending sign-up, and sends nothing", async () => {
    const stranger = newIdentity().email;
    const pendingOne = (await signUp()).identity.email;
    const clock = useTestClock();
    clock.advance(61_000);
    const a = await call("POST", "/api/auth/resend-code", { body: { email: stranger } });
    const b = await call("POST", "/api/auth/resend-code", { body: { email: pendingOne } });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.data.message.replace(stranger, "X")).toBe(b.body.data.message.replace(pendingOne, "X"));
    expect(await mailCount(stranger)).toBe(0);
    // The limit applies whether or not the address is pending, so it tells nothing either.
    expectError(await call("POST", "/api/auth/resend-code", { body: { email: stranger } }), 429, "RATE_LIMITED");
  });
});

describe("a pending sign-up cannot be taken over", () => {
  it("a second sign-up for the address from another browser keeps the first one's username and password", async () => {
    const clock = useTestClock();
    const victim = newIdentity("victim");
    const first = await signUp(victim);
    clock.advance(MINUTE);
    const attacker = { ...newIdentity("attacker"), email: victim.email, password: "attacker's own password" };
    const second = await signUp(attacker);
    // The same answer as any sign-up: nothing tells the attacker a sign-up was pending.
    expect(second.result.body).toEqual(first.result.body);

    // The victim enters the newest code in their own browser: their account, their password.
    const code = codeFrom(await lastMail(victim.email));
    const verified = await verify(victim.email, code, first.browser);
    expect(verified.status).toBe(201);
    const session = await call("GET", "/api/auth/session", { cookie: sessionCookie(verified) });
    expect(session.body.data.username).toBe(victim.username);
    expect((await call("POST", "/api/auth/login", { body: { username: victim.email, password: victim.password } })).status).toBe(200);
    expectError(await call("POST", "/api/auth/login", { body: { username: victim.email, password: attacker.password } }), 401, "INVALID_CREDENTIALS");
  });

  it("the right code from another browser is refused with a clear message, and creates nothing", async () => {
    const { identity } = await signUp();
    const code = codeFrom(await lastMail(identity.email));
    const elsewhere = await verify(identity.email, code, undefined);
    expectError(elsewhere, 403, "SIGNUP_OTHER_BROWSER");
    expect(elsewhere.body.error.errMsg).toMatch(/another browser/);
    const otherBrowser = cookieJar((await signUp(newIdentity())).result);
    expectError(await verify(identity.email, code, otherBrowser), 403, "SIGNUP_OTHER_BROWSER");
    const users = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = ?").bind(identity.email).first<{ n: number }>();
    expect(users?.n).toBe(0);
  });

  it("binds the browser with a random id in an HttpOnly __Host- cookie, stored only hashed", async () => {
    const { identity, result } = await signUp();
    const cookie = result.headers.getSetCookie().find((c) => c.startsWith("__Host-signup="))!;
    expect(cookie).toMatch(/^__Host-signup=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
    const id = cookie.split(";")[0]!.split("=")[1]!;
    const row = await env.DB.prepare("SELECT browser_hash FROM verifications WHERE email = ?").bind(identity.email).first<{ browser_hash: string }>();
    expect(row?.browser_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.browser_hash).not.toContain(id);
  });

  it("the browser that started the sign-up may correct its username and password", async () => {
    const clock = useTestClock();
    const first = newIdentity();
    const { browser } = await signUp(first);
    clock.advance(MINUTE);
    const corrected = { ...newIdentity(), email: first.email };
    const again = await call("POST", "/api/auth/signup", { body: corrected, cookie: browser });
    expect(again.status).toBe(200);
    const verified = await verify(first.email, codeFrom(await lastMail(first.email)), browser);
    expect(verified.status).toBe(201);
    expect((await call("GET", "/api/auth/session", { cookie: sessionCookie(verified) })).body.data.username).toBe(corrected.username);
  });

  it("after the pending sign-up has ended (an hour), a new one may start from any browser", async () => {
    const clock = useTestClock();
    const abandoned = newIdentity();
    await signUp(abandoned);
    clock.advance(HOUR);
    const fresh = { ...newIdentity(), email: abandoned.email };
    const { browser } = await signUp(fresh);
    const verified = await verify(fresh.email, codeFrom(await lastMail(fresh.email)), browser);
    expect(verified.status).toBe(201);
    expect((await call("GET", "/api/auth/session", { cookie: sessionCookie(verified) })).body.data.username).toBe(fresh.username);
  });
});

describe("sign-in before verification", () => {
  it("answers EMAIL_NOT_VERIFIED for the right password, INVALID_CREDENTIALS for a wrong one", async () => {
    const { identity } = await signUp();
    expectError(await call("POST", "/api/auth/login", { body: { username: identity.username, password: identity.password } }), 403, "EMAIL_NOT_VERIFIED");
    expectError(await call("POST", "/api/auth/login", { body: { username: identity.email, password: identity.password } }), 403, "EMAIL_NOT_VERIFIED");
    expectError(await call("POST", "/api/auth/login", { body: { username: identity.username, password: "wrong password" } }), 401, "INVALID_CREDENTIALS");
  });
});
