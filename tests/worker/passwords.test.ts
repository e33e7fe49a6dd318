import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { useTestClock } from "./support/clock";
import { call, expectEnvelope, expectError, sessionCookie } from "./support/api";
import { measure } from "./support/cost";
import { lastMail, mailCount } from "./support/outbox";
import { newIdentity, registerMember } from "./support/members";

const MINUTE = 60_000;

const login = (username: string, password: string) => call("POST", "/api/auth/login", { body: { username, password } });

/** Registers a member, waits out the mail limit, and asks for a reset link; returns the token. */
async function requestReset() {
  const clock = useTestClock();
  const member = await registerMember();
  clock.advance(MINUTE);
  const result = await call("POST", "/api/auth/forgot-password", { body: { email: member.email } });
  expect(result.status).toBe(200);
  const mail = await lastMail(member.email);
  const match = /https:\/\/chapter\.test\/reset-password\?token=([A-Za-z0-9_.%-]+)/.exec(mail?.text ?? "");
  expect(match, mail?.text).toBeTruthy();
  return { member, token: decodeURIComponent(match![1]!), mail: mail!, clock };
}

describe("POST /api/auth/forgot-password", () => {
  it("e-mails a link to /reset-password with a random token, stored only hashed", async () => {
    const { member, token, mail } = await requestReset();
    // The verification's public handle (its row id, a UUID since decision 158), then 256 random bits.
    expect(token).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.[A-Za-z0-9_-]{43}$/);
    expect(mail.html).toContain("/reset-password?token=");
    const rows = await env.DB.prepare("SELECT secret_hash FROM verifications WHERE purpose = 'reset' AND user_id = ?")
      .bind(member.id)
      .all<{ secret_hash: string }>();
    expect(rows.results).toHaveLength(1);
    expect(rows.results[0]!.secret_hash).not.toContain(token.split(".")[1]!);
  });

  it("answers the same whether or not the address has an account", async () => {
    const member = await registerMember();
    const stranger = newIdentity().email;
    const clock = useTestClock();
    clock.advance(MINUTE);
    const known = await call("POST", "/api/auth/forgot-password", { body: { email: member.email } });
    const unknown = await call("POST", "/api/auth/forgot-password", { body: { email: stranger } });
    expect(known.status).toBe(unknown.status);
    expect(known.body.data.message.replace(member.email, "X")).toBe(unknown.body.data.message.replace(stranger, "X"));
    expect(await mailCount(stranger)).toBe(0);
  });

  it("sends at most one link a minute per address", async () => {
    const { member } = await requestReset();
    const again = await call("POST", "/api/auth/forgot-password", { body: { email: member.email } });
    expectError(again, 429, "RATE_LIMITED");
    expect(again.headers.get("Retry-After")).toBe("60");
  });

  it("voids the previous link when a new one is sent", async () => {
    const { member, token: first, clock } = await requestReset();
    clock.advance(MINUTE);
    await call("POST", "/api/auth/forgot-password", { body: { email: member.email } });
    expectError(await call("POST", "/api/auth/reset-password", { body: { token: first, password: "brand new pw" } }), 400, "INVALID_TOKEN");
  });
});

describe("POST /api/auth/reset-password", () => {
  it("sets the new password, ends every session and works only once", async () => {
    const { member, token } = await requestReset();
    const reset = await call("POST", "/api/auth/reset-password", { body: { token, password: "brand new pw" } });
    expect(reset.status).toBe(200);
    expect(reset.body.data.message).toMatch(/reset/i);
    expectError(await call("GET", "/api/auth/session", { cookie: member.cookie }), 401, "UNAUTHENTICATED");
    expectError(await login(member.username, member.password), 401, "INVALID_CREDENTIALS");
    expect((await login(member.username, "brand new pw")).status).toBe(200);
    expectError(await call("POST", "/api/auth/reset-password", { body: { token, password: "another pw" } }), 400, "INVALID_TOKEN");
  });

  it("signs this browser in (the link proved the mailbox), with the account's only live session", async () => {
    const { member, token } = await requestReset();
    const other = sessionCookie(await login(member.username, member.password));
    const reset = await call("POST", "/api/auth/reset-password", { body: { token, password: "brand new pw" } });
    expectEnvelope(reset);
    expect(reset.status).toBe(200);
    // The answer's envelope as before (`{message}`), with the new session as verify-code answers it.
    expect(reset.body.data).toEqual({ message: expect.stringMatching(/reset/i), userId: member.id, sessionId: expect.any(String), passkeysRemoved: 0 });
    expect(reset.body.data.sessionId).not.toContain(sessionCookie(reset).split("=")[1]!);
    expect(reset.setCookie).toMatch(/HttpOnly/i);
    const session = await call("GET", "/api/auth/session", { cookie: sessionCookie(reset) });
    expect(session.status).toBe(200);
    expect(session.body.data).toMatchObject({ id: member.id, username: member.username });
    // Every session from before the reset has ended, the one just made has not.
    for (const cookie of [member.cookie, other]) expectError(await call("GET", "/api/auth/session", { cookie }), 401, "UNAUTHENTICATED");
  });

  it("signs nobody in when the link is refused", async () => {
    const { token } = await requestReset();
    const weak = await call("POST", "/api/auth/reset-password", { body: { token, password: "football" } });
    expectError(weak, 400, "PASSWORD_TOO_COMMON");
    expect(weak.setCookie).toBeNull();
    const unknown = await call("POST", "/api/auth/reset-password", { body: { token: `${token}x`, password: "brand new pw" } });
    expectError(unknown, 400, "INVALID_TOKEN");
    expect(unknown.setCookie).toBeNull();
  });

  it("writes one KV entry (the new session) and nothing else to KV", async () => {
    const { token } = await requestReset();
    const cost = await measure("/api/auth/reset-password", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ token, password: "brand new pw" }),
    });
    expect(cost).toMatchObject({ status: 200, kvReads: 0, kvWrites: 1 });
  });

  it("changes the password once when the same link is used twice at once", async () => {
    const { member, token } = await requestReset();
    const results = await Promise.all(
      ["first choice", "second choice"].map((password) => call("POST", "/api/auth/reset-password", { body: { token, password } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const winner = results[0]!.status === 200 ? "first choice" : "second choice";
    expect((await login(member.username, winner)).status).toBe(200);
  });

  it("expires the link after 30 minutes", async () => {
    const { token, clock } = await requestReset();
    clock.advance(30 * MINUTE);
    expectError(await call("POST", "/api/auth/reset-password", { body: { token, password: "brand new pw" } }), 400, "INVALID_TOKEN");
  });

  it("refuses unknown tokens and weak passwords with clear messages", async () => {
    const { token } = await requestReset();
    expectError(await call("POST", "/api/auth/reset-password", { body: { token: "x".repeat(43), password: "brand new pw" } }), 400, "INVALID_TOKEN");
    const weak = await call("POST", "/api/auth/reset-password", { body: { token, password: "123" } });
    expectError(weak, 400, "VALIDATION_ERROR");
    expect(weak.body.error.errMsg).toBe("Password must be at least 6 characters long.");
    const long = await call("POST", "/api/auth/reset-password", { body: { token, password: "x".repeat(129) } });
    expect(long.body.error.errMsg).toBe("Password must be at most 128 characters long.");
  });

  it("lifts a sign-in throttle: the owner proved they hold the mailbox", async () => {
    const { member, token } = await requestReset();
    for (let i = 0; i < 10; i += 1) await login(member.username, `wrong ${i}`);
    expectError(await login(member.username, member.password), 429, "RATE_LIMITED");
    await call("POST", "/api/auth/reset-password", { body: { token, password: "brand new pw" } });
    expect((await login(member.username, "brand new pw")).status).toBe(200);
  });
});

describe("POST /api/auth/set-password", () => {
  it("needs a session", async () => {
    expectError(await call("POST", "/api/auth/set-password", { body: { currentPassword: "a", newPassword: "bbbbbb" } }), 401, "UNAUTHENTICATED");
  });

  it("refuses a wrong current password", async () => {
    const member = await registerMember();
    const result = await call("POST", "/api/auth/set-password", {
      cookie: member.cookie,
      body: { currentPassword: "not it", newPassword: "brand new pw" },
    });
    expectError(result, 400, "WRONG_PASSWORD");
  });

  it("throttles guesses of the current password like sign-ins", async () => {
    const member = await registerMember();
    for (let i = 0; i < 10; i += 1) {
      await call("POST", "/api/auth/set-password", { cookie: member.cookie, body: { currentPassword: `no ${i}`, newPassword: "brand new pw" } });
    }
    const blocked = await call("POST", "/api/auth/set-password", {
      cookie: member.cookie,
      body: { currentPassword: member.password, newPassword: "brand new pw" },
    });
    expectError(blocked, 429, "RATE_LIMITED");
  });

  it("changes the password, ends other sessions and keeps this device signed in", async () => {
    const member = await registerMember();
    const otherDevice = sessionCookie(await login(member.username, member.password));
    const result = await call("POST", "/api/auth/set-password", {
      cookie: member.cookie,
      body: { currentPassword: member.password, newPassword: "brand new pw" },
    });
    expect(result.status).toBe(200);
    const thisDevice = sessionCookie(result);
    expect(thisDevice).not.toBe(member.cookie);
    expect((await call("GET", "/api/auth/session", { cookie: thisDevice })).status).toBe(200);
    expectError(await call("GET", "/api/auth/session", { cookie: otherDevice }), 401, "UNAUTHENTICATED");
    expectError(await call("GET", "/api/auth/session", { cookie: member.cookie }), 401, "UNAUTHENTICATED");
    expect((await login(member.username, "brand new pw")).status).toBe(200);
  });
});
