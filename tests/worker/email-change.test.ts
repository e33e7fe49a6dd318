import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, expectEnvelope, expectError } from "./support/api";
import { useTestClock } from "./support/clock";
import { login, newIdentity, registerMember, type Member } from "./support/members";
import { codeFrom, lastMail, mailsTo } from "./support/outbox";
import { anInstant } from "./support/instants";

/**
 * A member changes their own e-mail: POST /api/auth/email-change sends a
 * code to the new address (recent sign-in or the current password), and
 * POST /api/auth/email-change/confirm moves the account once the code comes
 * back; the old address is told. The code is the one verification
 * mechanism's: hashed, expiring, single use and capped.
 */

const MINUTE = 60_000;
const start = (member: Pick<Member, "cookie">, body: Record<string, unknown>) => call("POST", "/api/auth/email-change", { cookie: member.cookie, body });
const confirm = (member: Pick<Member, "cookie">, code: string) => call("POST", "/api/auth/email-change/confirm", { cookie: member.cookie, body: { code } });
const storedEmail = (id: string) => env.DB.prepare("SELECT email FROM users WHERE id = ?").bind(id).first<string>("email");
const newAddress = () => newIdentity("moved").email;

describe("changing your own e-mail address", () => {
  it("sends a code to the new address, changes nothing until it is confirmed, then tells the old address", async () => {
    const member = await registerMember();
    const target = newAddress();
    const started = await start(member, { newEmail: target.toUpperCase() });
    expectEnvelope(started);
    expect(started.status).toBe(200);
    expect(started.body).toEqual({
      data: { newEmail: target, expiresAt: anInstant() },
      message: `We sent a 6-digit code to ${target}. Enter it to confirm the new address.`,
    });
    const code = codeFrom(await lastMail(target));
    // Nothing has changed yet: the old address still signs in, the new one does not.
    expect(await storedEmail(member.id)).toBe(member.email);
    expect((await login(target, member.password)).status).toBe(401);

    // The code is stored only hashed.
    const row = await env.DB.prepare("SELECT secret_hash, email FROM verifications WHERE purpose = 'email-change' AND user_id = ?")
      .bind(member.id)
      .first<{ secret_hash: string; email: string }>();
    expect(row?.email).toBe(target);
    expect(row?.secret_hash).not.toContain(code);
    expect(JSON.stringify(started.body)).not.toContain(code);

    const confirmed = await confirm(member, code);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ data: { email: target }, message: `Your e-mail address is now ${target}.` });
    expect(await storedEmail(member.id)).toBe(target);
    expect((await login(target, member.password)).status).toBe(200);
    expect((await call("GET", `/api/users/${member.id}`, { cookie: member.cookie })).body.data.email).toBe(target);

    const notice = await lastMail(member.email);
    expect(notice?.subject).toMatch(/^Your e-mail address was changed/);
    expect(notice?.text).toContain(`changed from ${member.email} to ${target}`);
    expect(notice?.text).toContain("contact page");

    // Single use: the same code again is refused, and the row is gone.
    expectError(await confirm(member, code), 400, "INVALID_CODE");
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM verifications WHERE purpose = 'email-change' AND user_id = ?").bind(member.id).first("n")).toBe(0);
  });

  it("needs a recent sign-in or the current password; a wrong password counts as a failed sign-in", async () => {
    const clock = useTestClock();
    const member = await registerMember();
    clock.advance(11 * MINUTE);
    const target = newAddress();
    expectError(await start(member, { newEmail: target }), 403, "REAUTH_REQUIRED");
    expectError(await start(member, { newEmail: target, currentPassword: "not the password" }), 400, "WRONG_PASSWORD");
    expect(await mailsTo(target)).toEqual([]);
    const throttle = await env.DB.prepare("SELECT count FROM throttles WHERE key = ?").bind(`login:user:${member.id}`).first<number>("count");
    expect(throttle).toBe(1);
    expect((await start(member, { newEmail: target, currentPassword: member.password })).status).toBe(200);
    expect(await mailsTo(target)).toHaveLength(1);
  });

  it("refuses the address the account already has, and a malformed one, at the field", async () => {
    const member = await registerMember();
    const same = await start(member, { newEmail: member.email });
    expectError(same, 400, "VALIDATION_ERROR");
    expect(same.body.error.fields).toEqual({ newEmail: "This is already your e-mail address." });
    const bad = await start(member, { newEmail: "not an address" });
    expectError(bad, 400, "VALIDATION_ERROR");
    expect(bad.body.error.fields).toEqual({ newEmail: "Invalid email address." });
    expectError(await call("POST", "/api/auth/email-change", { body: { newEmail: newAddress() } }), 401, "UNAUTHENTICATED");
    expectError(await call("POST", "/api/auth/email-change/confirm", { body: { code: "123456" } }), 401, "UNAUTHENTICATED");
  });

  it("an address another account uses: the same answer and a code, then a clear 409 only for whoever holds the mailbox", async () => {
    const member = await registerMember();
    const owner = await registerMember();
    useTestClock().advance(MINUTE + 1); // the owner's sign-up code counts as the address's mail of the minute
    const started = await start(member, { newEmail: owner.email });
    expect(started.status).toBe(200);
    expect(started.body.message).toBe(`We sent a 6-digit code to ${owner.email}. Enter it to confirm the new address.`);
    const code = codeFrom(await lastMail(owner.email));
    const taken = await confirm(member, code);
    expectError(taken, 409, "EMAIL_TAKEN");
    expect(taken.body.error.errMsg).toBe("Another account already uses this address. Sign in to that account instead, or choose another address.");
    expect(await storedEmail(member.id)).toBe(member.email);
    expect(await storedEmail(owner.id)).toBe(owner.email);
  });

  it("two accounts may both ask for one address: whoever confirms first gets it", async () => {
    const [first, second] = [await registerMember(), await registerMember()];
    const target = newAddress();
    await start(first, { newEmail: target });
    const firstCode = codeFrom(await lastMail(target));
    const clock = useTestClock();
    clock.advance(MINUTE + 1); // one code a minute per address
    expect((await start(second, { newEmail: target })).status).toBe(200);
    const secondCode = codeFrom(await lastMail(target));
    expect((await confirm(first, firstCode)).status).toBe(200);
    expectError(await confirm(second, secondCode), 409, "EMAIL_TAKEN");
  });

  it("codes expire after 10 minutes; a new code voids the old one, also for another address", async () => {
    const clock = useTestClock();
    const member = await registerMember();
    const [a, b] = [newAddress(), newAddress()];
    await start(member, { newEmail: a });
    const codeA = codeFrom(await lastMail(a));
    clock.advance(10 * MINUTE + 1);
    expectError(await confirm(member, codeA), 410, "CODE_EXPIRED");
    // Past the recent sign-in: the password from here on.
    await start(member, { newEmail: b, currentPassword: member.password });
    const codeB = codeFrom(await lastMail(b));
    expectError(await confirm(member, codeA), 400, "INVALID_CODE");
    expect((await confirm(member, codeB)).status).toBe(200);
    expect(await storedEmail(member.id)).toBe(b);
  });

  it("is capped per account: 10 wrong codes end the change for its hour, whatever the address; 3 codes an hour", async () => {
    const clock = useTestClock();
    const member = await registerMember();
    const target = newAddress();
    await start(member, { newEmail: target });
    const code = codeFrom(await lastMail(target));
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 9; i += 1) expectError(await confirm(member, wrong), 400, "INVALID_CODE");
    const tenth = await confirm(member, wrong);
    expectError(tenth, 429, "TOO_MANY_ATTEMPTS");
    expect(Number(tenth.headers.get("Retry-After"))).toBeGreaterThan(0);
    // Even the right code now, and a new address does not start over.
    expectError(await confirm(member, code), 429, "TOO_MANY_ATTEMPTS");
    clock.advance(MINUTE + 1);
    expectError(await start(member, { newEmail: newAddress() }), 429, "TOO_MANY_ATTEMPTS");

    const other = await registerMember();
    for (let i = 0; i < 3; i += 1) {
      expect((await start(other, { newEmail: newAddress() })).status).toBe(200);
      clock.advance(MINUTE + 1);
    }
    expectError(await start(other, { newEmail: newAddress() }), 429, "TOO_MANY_ATTEMPTS");
  });

  it("one code a minute per address (429 RATE_LIMITED with Retry-After), as for sign-up codes", async () => {
    const member = await registerMember();
    const target = newAddress();
    expect((await start(member, { newEmail: target })).status).toBe(200);
    const again = await start(member, { newEmail: target });
    expectError(again, 429, "RATE_LIMITED");
    expect(Number(again.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("voids reset links sent to the old address", async () => {
    const member = await registerMember();
    await call("POST", "/api/auth/forgot-password", { body: { email: member.email } });
    const link = /reset-password\?token=(\S+)/.exec((await lastMail(member.email))!.text)![1]!;
    const target = newAddress();
    await start(member, { newEmail: target });
    expect((await confirm(member, codeFrom(await lastMail(target)))).status).toBe(200);
    expectError(
      await call("POST", "/api/auth/reset-password", { body: { token: decodeURIComponent(link), password: "a new password 42" } }),
      400,
      "INVALID_TOKEN",
    );
  });
});
