import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callWithEnv, cookieJar, expectError, sessionCookie } from "./support/api";
import { useTestClock } from "./support/clock";
import { codeFrom, lastMail } from "./support/outbox";
import { newIdentity, registerMember } from "./support/members";
import { MAIL_FAILURE_ADVICE } from "../../src/shared/mail-failures";
import { setupReportSchema } from "../../src/shared/setup";
import type { Bindings } from "../../worker/env";

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

/** A copy deployed with Resend, as the Deploy page's settings make it; no value of these may reach the setup page. */
const RESEND_KEY = "re_never_shown_9b1f";
const resendSite = (adminEmail: string): Partial<Bindings> => ({
  EMAIL_TRANSPORT: undefined,
  RESEND_API_KEY: RESEND_KEY,
  MAIL_FROM: "Our Chapter <no-reply@unverified-domain.example>",
  ADMIN_EMAILS: adminEmail,
});
const resendAnswers = (status: number, body: string) =>
  vi.spyOn(globalThis, "fetch").mockImplementation(async () => new Response(body, { status, headers: { "Content-Type": "application/json" } }));
const DOMAIN_NOT_VERIFIED = JSON.stringify({
  statusCode: 403,
  name: "validation_error",
  message: "The unverified-domain.example domain is not verified. Please, add and verify your domain on https://resend.com/domains",
});

describe("GET /api/setup, the setup page's facts", () => {
  it("before the first admin: which settings are present (never a value), the transport, and what a failed send's answer means", async () => {
    const owner = newIdentity("setup");
    const site = resendSite(owner.email);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});

    const before = await callWithEnv(site, "GET", "/api/setup");
    expect(before.status).toBe(200);
    const report = setupReportSchema.parse(before.body.data);
    if (report.adminExists) throw new Error("expected no admin");
    const present = Object.fromEntries(report.settings.map(({ name, present }) => [name, present]));
    expect(present).toMatchObject({
      ADMIN_EMAILS: true,
      RESEND_API_KEY: true,
      MAIL_FROM: true,
      SMTP_HOST: false,
      SMTP_PASSWORD: false,
      EMAIL_TRANSPORT: false,
    });
    expect(report.transport).toBe("Resend");
    expect(report.mail).toMatchObject({ id: "mail", status: "ok" });
    expect(report.admins).toMatchObject({ id: "admins", status: "error" });
    expect(report.lastMailFailure).toBeNull();

    // The sign-up's mail is refused: the person sees 502 EMAIL_FAILED…
    const fetches = resendAnswers(403, DOMAIN_NOT_VERIFIED);
    expectError(await callWithEnv(site, "POST", "/api/auth/signup", { body: owner }), 502, "EMAIL_FAILED");
    fetches.mockRestore();
    // …and the setup page says what Resend's answer means and what to do.
    const after = setupReportSchema.parse((await callWithEnv(site, "GET", "/api/setup")).body.data);
    if (after.adminExists) throw new Error("expected no admin");
    expect(after.lastMailFailure).toMatchObject({ kind: "resend-domain", ...MAIL_FAILURE_ADVICE["resend-domain"] });
    expect(after.mail).toMatchObject({ status: "error", action: MAIL_FAILURE_ADVICE["resend-domain"].action });
    expect(after.mail.summary).toContain(MAIL_FAILURE_ADVICE["resend-domain"].meaning);
    for (const answer of [before, await callWithEnv(site, "GET", "/api/setup")]) {
      const text = JSON.stringify(answer.body);
      for (const secret of [RESEND_KEY, "unverified-domain.example", owner.email, "no-reply@"]) expect(text).not.toContain(secret);
    }

    // The health page says it in the same words, to its admins.
    const admin = await registerMember(newIdentity("setupadmin"), "admin,member");
    const health = await callWithEnv(site, "GET", "/api/admin/health", { cookie: admin.cookie });
    expect(health.status).toBe(200);
    expect(health.body.data.checks.find((check: { id: string }) => check.id === "mail")).toEqual(
      after.mail && expect.objectContaining({ status: "error", action: after.mail.action }),
    );

    // Once an admin exists the setup page shows nothing else.
    const closed = await callWithEnv(site, "GET", "/api/setup");
    expect(closed.body.data).toEqual({ adminExists: true });
    errors.mockRestore();
  });

  it("forgets a failure once a mail has gone out since", async () => {
    const site = resendSite("nobody@example.edu");
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    let fetches = resendAnswers(401, JSON.stringify({ statusCode: 401, name: "validation_error", message: "API key is invalid" }));
    expectError(await callWithEnv(site, "POST", "/api/auth/signup", { body: newIdentity("refused") }), 502, "EMAIL_FAILED");
    fetches.mockRestore();
    const failed = setupReportSchema.parse((await callWithEnv(site, "GET", "/api/setup")).body.data);
    expect(!failed.adminExists && failed.lastMailFailure?.kind).toBe("resend-key");

    fetches = resendAnswers(200, JSON.stringify({ id: "sent" }));
    expect((await callWithEnv(site, "POST", "/api/auth/signup", { body: newIdentity("accepted") })).status).toBe(200);
    fetches.mockRestore();
    const fine = setupReportSchema.parse((await callWithEnv(site, "GET", "/api/setup")).body.data);
    if (fine.adminExists) throw new Error("expected no admin");
    expect(fine.lastMailFailure).toBeNull();
    expect(fine.mail.status).toBe("ok");
    errors.mockRestore();
  });
});
