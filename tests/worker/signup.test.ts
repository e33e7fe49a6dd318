import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { useTestClock } from "./support/clock";
import { call, expectError, sessionCookie } from "./support/api";
import { codeFrom, lastMail, mailCount } from "./support/outbox";
import { newIdentity, registerMember } from "./support/members";

const MINUTE = 60_000;

async function signUp(identity = newIdentity()) {
  const result = await call("POST", "/api/auth/signup", { body: identity });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return { identity, result };
}

describe("POST /api/auth/signup", () => {
  it("holds a pending registration and e-mails a 6-digit code; no account yet", async () => {
    const { identity, result } = await signUp();
    expect(result.body.data.message).toContain(identity.email);
    const mail = await lastMail(identity.email);
    expect(mail?.subject).toMatch(/code/i);
    expect(mail?.html).toContain(codeFrom(mail));
    const users = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = ?").bind(identity.email).first<{ n: number }>();
    expect(users?.n).toBe(0);
    const pending = await env.DB.prepare("SELECT code_hash FROM pending_registrations WHERE email = ?")
      .bind(identity.email)
      .first<{ code_hash: string }>();
    expect(pending?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(pending?.code_hash).not.toContain(codeFrom(mail));
  });

  it("validates with the shared messages", async () => {
    const identity = newIdentity();
    expectError(await call("POST", "/api/auth/signup", { body: { ...identity, password: "12345" } }), 400, "VALIDATION_ERROR");
    const short = await call("POST", "/api/auth/signup", { body: { ...identity, password: "12345" } });
    expect(short.body.error.errMsg).toBe("Password must be at least 6 characters long.");
    const email = await call("POST", "/api/auth/signup", { body: { ...identity, email: "not-an-address" } });
    expect(email.body.error.errMsg).toBe("Invalid email address.");
    const missing = await call("POST", "/api/auth/signup", { body: { email: identity.email, password: identity.password } });
    expect(missing.body.error.errMsg).toBe("Username is required.");
  });

  it("answers 409 for a username that is taken, whatever its case", async () => {
    const member = await registerMember();
    const other = newIdentity();
    expectError(
      await call("POST", "/api/auth/signup", { body: { ...other, username: member.username.toUpperCase() } }),
      409,
      "USERNAME_TAKEN",
    );
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
    const pending = await env.DB.prepare("SELECT count(*) AS n FROM pending_registrations WHERE email = ?")
      .bind(member.email)
      .first<{ n: number }>();
    expect(pending?.n).toBe(0);
  });
});

describe("POST /api/auth/verify-code", () => {
  it("creates the account, signs it in and removes the pending registration", async () => {
    const { identity } = await signUp();
    const code = codeFrom(await lastMail(identity.email));
    const result = await call("POST", "/api/auth/verify-code", { body: { email: identity.email, code } });
    expect(result.status).toBe(201);
    expect(result.body.data).toEqual({ userId: expect.any(String), sessionId: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    const session = await call("GET", "/api/auth/session", { cookie: sessionCookie(result) });
    expect(session.body.data).toEqual({ id: result.body.data.userId, username: identity.username, roles: ["member"] });
    const again = await call("POST", "/api/auth/verify-code", { body: { email: identity.email, code } });
    expectError(again, 400, "INVALID_CODE");
  });

  it("counts wrong codes and dies after 5 attempts, even for the right code", async () => {
    const { identity } = await signUp();
    const code = codeFrom(await lastMail(identity.email));
    const wrong = code === "000000" ? "111111" : "000000";
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const result = await call("POST", "/api/auth/verify-code", { body: { email: identity.email, code: wrong } });
      expectError(result, 400, "INVALID_CODE");
      expect(result.body.error.errMsg).toContain(`${5 - attempt} attempt`);
    }
    expectError(await call("POST", "/api/auth/verify-code", { body: { email: identity.email, code: wrong } }), 429, "TOO_MANY_ATTEMPTS");
    expectError(await call("POST", "/api/auth/verify-code", { body: { email: identity.email, code } }), 429, "TOO_MANY_ATTEMPTS");
  });

  it("never allows more than 5 guesses, even in parallel", async () => {
    const { identity } = await signUp();
    const code = codeFrom(await lastMail(identity.email));
    const wrong = code === "000000" ? "111111" : "000000";
    await Promise.all(
      Array.from({ length: 12 }, () => call("POST", "/api/auth/verify-code", { body: { email: identity.email, code: wrong } })),
    );
    const row = await env.DB.prepare("SELECT attempts FROM pending_registrations WHERE email = ?")
      .bind(identity.email)
      .first<{ attempts: number }>();
    expect(row?.attempts).toBe(5);
    expectError(await call("POST", "/api/auth/verify-code", { body: { email: identity.email, code } }), 429, "TOO_MANY_ATTEMPTS");
  });

  it("expires the code after 10 minutes", async () => {
    const clock = useTestClock();
    const { identity } = await signUp();
    const code = codeFrom(await lastMail(identity.email));
    clock.advance(10 * MINUTE + 1);
    expectError(await call("POST", "/api/auth/verify-code", { body: { email: identity.email, code } }), 410, "CODE_EXPIRED");
  });

  it("accepts the code just before it expires", async () => {
    const clock = useTestClock();
    const { identity } = await signUp();
    const code = codeFrom(await lastMail(identity.email));
    clock.advance(10 * MINUTE - 1000);
    const result = await call("POST", "/api/auth/verify-code", { body: { email: identity.email, code } });
    expect(result.status).toBe(201);
  });

  it("gives exactly one account when the right code is sent twice at once", async () => {
    const { identity } = await signUp();
    const code = codeFrom(await lastMail(identity.email));
    const results = await Promise.all(
      [1, 2, 3].map(() => call("POST", "/api/auth/verify-code", { body: { email: identity.email, code } })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 201)) {
      expect(r.status).toBeLessThan(500);
      expect(r.body.error.errCode).toMatch(/INVALID_CODE|EMAIL_TAKEN|USERNAME_TAKEN/);
    }
    const users = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = ?").bind(identity.email).first<{ n: number }>();
    expect(users?.n).toBe(1);
  });

  it("refuses a malformed code with the shared message", async () => {
    const { identity } = await signUp();
    const result = await call("POST", "/api/auth/verify-code", { body: { email: identity.email, code: "12ab56" } });
    expectError(result, 400, "VALIDATION_ERROR");
    expect(result.body.error.errMsg).toBe("Enter the 6-digit code.");
  });

  it("answers 409 when the username was taken between sign-up and verification", async () => {
    const { identity } = await signUp();
    const code = codeFrom(await lastMail(identity.email));
    await env.DB.prepare(
      "INSERT INTO users (id, username, email, password_hash, time_added, time_updated) VALUES ('x1', ?, 'someone@example.edu', 'h', 0, 0)",
    )
      .bind(identity.username)
      .run();
    expectError(await call("POST", "/api/auth/verify-code", { body: { email: identity.email, code } }), 409, "USERNAME_TAKEN");
  });
});

describe("POST /api/auth/resend-code", () => {
  it("sends a new code at most once a minute per address, and the new code voids the old one", async () => {
    const clock = useTestClock();
    const { identity } = await signUp();
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
    if (newCode !== oldCode) {
      expectError(await call("POST", "/api/auth/verify-code", { body: { email: identity.email, code: oldCode } }), 400, "INVALID_CODE");
    }
    expect((await call("POST", "/api/auth/verify-code", { body: { email: identity.email, code: newCode } })).status).toBe(201);
  });

  it("resets the attempt counter and revives an expired code", async () => {
    const clock = useTestClock();
    const { identity } = await signUp();
    clock.advance(11 * MINUTE);
    await call("POST", "/api/auth/resend-code", { body: { email: identity.email } });
    const code = codeFrom(await lastMail(identity.email));
    expect((await call("POST", "/api/auth/verify-code", { body: { email: identity.email, code } })).status).toBe(201);
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

describe("sign-in before verification", () => {
  it("answers EMAIL_NOT_VERIFIED for the right password, INVALID_CREDENTIALS for a wrong one", async () => {
    const { identity } = await signUp();
    expectError(
      await call("POST", "/api/auth/login", { body: { username: identity.username, password: identity.password } }),
      403,
      "EMAIL_NOT_VERIFIED",
    );
    expectError(
      await call("POST", "/api/auth/login", { body: { username: identity.email, password: identity.password } }),
      403,
      "EMAIL_NOT_VERIFIED",
    );
    expectError(
      await call("POST", "/api/auth/login", { body: { username: identity.username, password: "wrong password" } }),
      401,
      "INVALID_CREDENTIALS",
    );
  });
});
