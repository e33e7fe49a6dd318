import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callWithEnv, cookieJar, expectError, sessionCookie } from "./support/api";
import { useTestClock } from "./support/clock";
import { codeFrom, lastMail } from "./support/outbox";
import { newIdentity } from "./support/members";

/**
 * A new site, before its first admin (decision 105): what ADMIN_EMAILS's owner meets at sign-up.
 * This file has a database of its own (vitest.config.ts): "no account is an admin" is one per site.
 * Each test leaves no admin behind.
 */
afterEach(async () => {
  await env.DB.prepare("UPDATE users SET roles = 'member' WHERE (',' || roles || ',') LIKE '%,admin,%'").run();
});

const sessionRoles = async (cookie: string) => (await callWithEnv({}, "GET", "/api/auth/session", { cookie })).body.data.roles as string[];

describe("the first admin's sign-up", () => {
  it("is not locked out by a sign-up someone else started for the address: the owner's own verified sign-up wins", async () => {
    const clock = useTestClock();
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const owner = newIdentity("owner");
    const configured = { ADMIN_EMAILS: owner.email };
    // Someone else, in their browser, with a username and password of their choosing.
    const stranger = { ...newIdentity("stranger"), email: owner.email };
    const theirs = await callWithEnv(configured, "POST", "/api/auth/signup", { body: stranger });
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(200);
    const theirCode = codeFrom(await lastMail(owner.email));

    // The owner, in their own browser, a minute later (one mail a minute per address).
    clock.advance(61_000);
    const mine = await callWithEnv(configured, "POST", "/api/auth/signup", { body: owner });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    const myCode = codeFrom(await lastMail(owner.email));
    expect(myCode).not.toBe(theirCode);

    // The first code is void now; the stranger's browser cannot finish with anything.
    expectError(
      await callWithEnv(configured, "POST", "/api/auth/verify-code", { body: { email: owner.email, code: theirCode }, cookie: cookieJar(theirs) }),
      400,
      "INVALID_CODE",
    );
    // The code entered in the stranger's browser is refused as another browser's.
    expectError(
      await callWithEnv(configured, "POST", "/api/auth/verify-code", { body: { email: owner.email, code: myCode }, cookie: cookieJar(theirs) }),
      403,
      "SIGNUP_OTHER_BROWSER",
    );
    const verified = await callWithEnv(configured, "POST", "/api/auth/verify-code", { body: { email: owner.email, code: myCode }, cookie: cookieJar(mine) });
    expect(verified.status, JSON.stringify(verified.body)).toBe(201);
    expect(await sessionRoles(sessionCookie(verified))).toEqual(expect.arrayContaining(["admin", "member"]));
    // The account is the owner's: their username and password, not the stranger's.
    const signedIn = await callWithEnv(configured, "POST", "/api/auth/login", { body: { username: owner.username, password: owner.password } });
    expect(signedIn.status).toBe(200);
    expectError(
      await callWithEnv(configured, "POST", "/api/auth/login", { body: { username: stranger.username, password: stranger.password } }),
      401,
      "INVALID_CREDENTIALS",
    );
    log.mockRestore();
  });

  it("takes nothing over for an address ADMIN_EMAILS does not list, nor once an admin exists", async () => {
    const clock = useTestClock();
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const plain = newIdentity("plain");
    const second = newIdentity("second");
    const admin = newIdentity("firstadmin");
    const configured = { ADMIN_EMAILS: `${admin.email},${second.email}` };

    const expectNoTakeOver = async (email: string) => {
      const first = await callWithEnv(configured, "POST", "/api/auth/signup", { body: { ...newIdentity("early"), email } });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      clock.advance(61_000);
      const late = await callWithEnv(configured, "POST", "/api/auth/signup", { body: { ...newIdentity("late"), email } });
      expect(late.status, JSON.stringify(late.body)).toBe(200);
      // A new code for the first sign-up, still bound to the first browser.
      const code = codeFrom(await lastMail(email));
      expectError(
        await callWithEnv(configured, "POST", "/api/auth/verify-code", { body: { email, code }, cookie: cookieJar(late) }),
        403,
        "SIGNUP_OTHER_BROWSER",
      );
      expect((await callWithEnv(configured, "POST", "/api/auth/verify-code", { body: { email, code }, cookie: cookieJar(first) })).status).toBe(201);
    };
    await expectNoTakeOver(plain.email);

    // The first admin signs up; from then on a listed address's pending sign-up is held like any other.
    const started = await callWithEnv(configured, "POST", "/api/auth/signup", { body: admin });
    const verified = await callWithEnv(configured, "POST", "/api/auth/verify-code", {
      body: { email: admin.email, code: codeFrom(await lastMail(admin.email)) },
      cookie: cookieJar(started),
    });
    expect(await sessionRoles(sessionCookie(verified))).toContain("admin");
    await expectNoTakeOver(second.email);
    log.mockRestore();
  });
});
