import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { createDb } from "../../worker/db/client";
import type { Bindings } from "../../worker/env";
import { mailFailureKind } from "../../worker/email/failure-kind";
import { smtpTransport } from "../../worker/email/smtp-transport";
import { testMail } from "../../worker/features/health/email/test-mail";
import { sendTestMail } from "../../worker/features/health/email/send-test-mail";
import { callWithEnv, cookieJar, expectEnvelope, expectError } from "./support/api";
import { newIdentity, verify } from "./support/members";
import { codeFrom, mailCount } from "./support/outbox";
import { loginsTried, mailOnTheWire, mailReceived, SMTP_SENDER, smtpEnv, smtpServers } from "./support/smtp";

/**
 * EMAIL_TRANSPORT=smtp against real SMTP servers on this machine
 * (tests/smtp/global-setup.ts): the transport speaks SMTP over
 * cloudflare:sockets as it would to Gmail, only without TLS, which it allows
 * to this machine alone. Failures answer the member 502 EMAIL_FAILED within
 * the transport's deadline and log what to check, never the password.
 */

const WRONG_PASSWORD = "wrong-app-password-5678";
const deployed = (vars: Partial<Bindings>) => ({ ...env, ...vars }) as Bindings;

/** The kind the queue kept of the last failure (decision 107): what the setup and health pages explain. */
const lastFailure = () => env.DB.prepare("SELECT kind, transport FROM last_mail_failure WHERE id = 1").first<{ kind: string; transport: string }>();

/** Everything console.error was given, as one text. */
function logged(errors: { mock: { calls: unknown[][] } }): string {
  return errors.mock.calls.map((args) => args.map(String).join(" ")).join("\n");
}

describe("sign-up with EMAIL_TRANSPORT=smtp", () => {
  it("delivers the code to the local SMTP server: To, From and the code that verifies the account", async () => {
    const identity = newIdentity("smtp");
    const started = Date.now();
    const result = await callWithEnv(smtpEnv(), "POST", "/api/auth/signup", { body: identity });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    console.log(`SMTP sign-up answered in ${Date.now() - started} ms`);

    const received = await mailReceived(identity.email);
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.login).toBe(smtpServers.user);
    expect(mail.envelopeFrom).toBe(SMTP_SENDER.email);
    expect(mail.envelopeTo).toEqual([identity.email]);
    expect(mail.headers.from).toBe(`"${SMTP_SENDER.name}" <${SMTP_SENDER.email}>`);
    expect(mail.headers.to).toBe(identity.email);
    const code = codeFrom(mail);
    expect(mail.headers.subject).toMatch(new RegExp(`^Your code: ${code} — `));
    expect(mail.text).toContain(`Your verification code is ${code}.`);
    // It went over SMTP only, not to the local outbox.
    expect(await mailCount(identity.email)).toBe(0);

    const verified = await verify(identity.email, code, cookieJar(result));
    expect(verified.status, JSON.stringify(verified.body)).toBe(201);
  });

  it("answers a refused login with 502 EMAIL_FAILED and logs who refused and what to check, never the password", async () => {
    const identity = newIdentity("smtplogin");
    const user = `officer.${crypto.randomUUID()}@example.edu`;
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const result = await callWithEnv(smtpEnv({ SMTP_USER: user, SMTP_PASSWORD: WRONG_PASSWORD }), "POST", "/api/auth/signup", { body: identity });
    expectError(result, 502, "EMAIL_FAILED");
    expectEnvelope(result);
    expect(JSON.stringify(result.body)).not.toMatch(/SMTP|535/);

    // The server was really asked, and said no.
    expect(await loginsTried(user)).toEqual([{ user, accepted: false, address: "127.0.0.1" }]);
    expect(logged(errors)).toContain(
      `e-mail transport failed: SMTP login refused by 127.0.0.1:${smtpServers.port} — check SMTP_USER and SMTP_PASSWORD (an app password). The server said: 535 5.7.8 Username and Password not accepted`,
    );
    expect(logged(errors)).not.toContain(WRONG_PASSWORD);
    expect(logged(errors)).not.toContain(btoa(`\u0000${user}\u0000${WRONG_PASSWORD}`));
    expect(await mailReceived(identity.email)).toEqual([]);
    // Kept as a kind only: "the server refused the password: use an app password".
    expect(await lastFailure()).toEqual({ kind: "smtp-login", transport: "smtp" });
  });

  it("answers an unreachable server (a closed port) with 502 EMAIL_FAILED at once, and says where it tried", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const started = Date.now();
    const result = await callWithEnv(smtpEnv({ SMTP_PORT: String(smtpServers.closedPort) }), "POST", "/api/auth/signup", { body: newIdentity("smtpdown") });
    const elapsed = Date.now() - started;
    expectError(result, 502, "EMAIL_FAILED");
    console.log(`SMTP closed port answered in ${elapsed} ms`);
    expect(elapsed).toBeLessThan(3_000);
    expect(logged(errors)).toMatch(
      new RegExp(`SMTP server 127\\.0\\.0\\.1:${smtpServers.closedPort} \\(.+\\) — check SMTP_HOST and SMTP_PORT \\(465 or 587\\)`),
    );
    expect(await lastFailure()).toEqual({ kind: "smtp-connect", transport: "smtp" });
  });

  it("answers a server that hangs up with 502 EMAIL_FAILED, and the Worker does not spin", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const result = await callWithEnv(smtpEnv({ SMTP_PORT: String(smtpServers.hangUpPort) }), "POST", "/api/auth/signup", { body: newIdentity("smtphangup") });
    expectError(result, 502, "EMAIL_FAILED");
    expect(logged(errors)).toContain(`SMTP server 127.0.0.1:${smtpServers.hangUpPort} closed the connection before the login`);
    expect(await lastFailure()).toEqual({ kind: "smtp-closed", transport: "smtp" });
  });
});

describe("the SMTP transport", () => {
  it("fails in words that sort into the kinds the setup and health pages explain", async () => {
    const reasonOf = async (vars: Partial<Bindings>, deadlineMs?: number) => {
      const send = smtpTransport(deployed(smtpEnv(vars)), deadlineMs ? { deadlineMs } : undefined);
      const failed = await send(testMail("someone@example.edu", "SMTP", "https://chapter.test/profile/admin/health")).catch((error: Error) => error.message);
      return mailFailureKind(String(failed), "smtp");
    };
    expect(await reasonOf({ SMTP_PORT: String(smtpServers.silentPort) }, 300)).toBe("smtp-no-answer");
    const { host, port } = smtpServers.otherAddress;
    expect(await reasonOf({ SMTP_HOST: host, SMTP_PORT: String(port) })).toBe("smtp-no-tls");
    expect(await reasonOf({ SMTP_PORT: "25" })).toBe("smtp-port");
    expect(await reasonOf({ SMTP_PORT: "smtp" })).toBe("smtp-port");
    expect(await reasonOf({ SMTP_PASSWORD: "" })).toBe("settings-missing");
    expect(await reasonOf({ SMTP_HOST: undefined })).toBe("settings-missing");
    // The services' own words for their daily limits, and Resend's refusals.
    expect(mailFailureKind("SMTP server smtp.gmail.com:465 refused the mail. The server said: 550 5.4.5 Daily user sending limit exceeded", "smtp")).toBe(
      "daily-cap",
    );
    expect(mailFailureKind('Resend answered 429: {"name":"daily_quota_exceeded"}', "resend")).toBe("daily-cap");
    expect(mailFailureKind('Resend answered 403: {"message":"API key is invalid","name":"validation_error"}', "resend")).toBe("resend-key");
    expect(mailFailureKind('Resend answered 403: {"message":"The example.org domain is not verified. Please, add and verify your domain"}', "resend")).toBe(
      "resend-domain",
    );
    expect(mailFailureKind("SMTP server smtp.gmail.com:465 refused the sender — MAIL_FROM must be the mailbox's own address", "smtp")).toBe("smtp-sender");
    expect(mailFailureKind("something new", "cloudflare")).toBe("cloudflare-binding");
    expect(mailFailureKind("something new", "resend")).toBe("unknown");
  });

  it("gives up on a server that never answers at its deadline", async () => {
    const send = smtpTransport(deployed(smtpEnv({ SMTP_PORT: String(smtpServers.silentPort) })), { deadlineMs: 500 });
    const started = Date.now();
    await expect(send(testMail("someone@example.edu", "SMTP", "https://chapter.test/profile/admin/health"))).rejects.toThrow(
      `SMTP server 127.0.0.1:${smtpServers.silentPort} did not answer within 0.5 s — check SMTP_HOST and SMTP_PORT (465 or 587)`,
    );
    const elapsed = Date.now() - started;
    console.log(`SMTP silent server given up after ${elapsed} ms (deadline 500 ms)`);
    expect(elapsed).toBeGreaterThanOrEqual(450);
    expect(elapsed).toBeLessThan(2_000);
  });

  it("never logs in without TLS to a server that is not this machine: no STARTTLS offered, no login tried", async () => {
    const user = `officer.${crypto.randomUUID()}@example.edu`;
    const { host, port } = smtpServers.otherAddress;
    const send = smtpTransport(deployed(smtpEnv({ SMTP_HOST: host, SMTP_PORT: String(port), SMTP_USER: user })));
    await expect(send(testMail("someone@example.edu", "SMTP", "https://chapter.test/profile/admin/health"))).rejects.toThrow(
      `SMTP login to ${host}:${port} not attempted: the server did not offer STARTTLS, so the login would have gone unencrypted — use port 465, or a server that offers STARTTLS on 587`,
    );
    expect(await loginsTried(user)).toEqual([]);
  });

  it("speaks to a server that greets on three lines, answers in pieces and offers only AUTH LOGIN", async () => {
    const to = newIdentity("scripted").email;
    const send = smtpTransport(deployed(smtpEnv({ SMTP_PORT: String(smtpServers.scriptedPort) })));
    await send(testMail(to, "SMTP", "https://chapter.test/profile/admin/health"));
    const [mail, ...more] = await mailOnTheWire(to);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ envelopeTo: [to], login: smtpServers.user });
    expect(mail?.data).toContain("\r\nSubject: =?UTF-8?Q?Test_mail_=E2=80=94_");
  });

  it("dot-stuffs the lines that start with a dot, and the text arrives as written", async () => {
    const text = ".a line that starts with a dot\n.\n..two dots\nthe end.";
    const mail = { to: newIdentity("dots").email, subject: "Dots", text, html: "<p>.</p>", kind: "account" as const };
    await smtpTransport(deployed(smtpEnv({ SMTP_PORT: String(smtpServers.scriptedPort) })))(mail);
    const [onTheWire] = await mailOnTheWire(mail.to);
    expect(onTheWire?.data).toContain("\r\n\r\n..a line that starts with a dot\r\n..\r\n...two dots\r\nthe end.\r\n");
    // A real server takes the dots off again.
    await smtpTransport(deployed(smtpEnv()))(mail);
    const [received] = await mailReceived(mail.to);
    expect(received?.text.replaceAll("\r\n", "\n")).toBe(text);
  });

  it("encodes a subject and a sender's name outside ASCII, however long, so that they arrive as written", async () => {
    const subject = `Rappel : la réunion du chapitre — ${"très ".repeat(12)}importante ✓`;
    const mail = { to: newIdentity("utf8").email, subject, text: "Bientôt.", html: "<p>Bientôt.</p>", kind: "account" as const };
    await smtpTransport(deployed(smtpEnv({ MAIL_FROM: `Chapitre Été <${SMTP_SENDER.email}>` })))(mail);
    const [received] = await mailReceived(mail.to);
    expect(received?.headers.subject).toBe(subject);
    expect(received?.headers.from).toBe(`Chapitre Été <${SMTP_SENDER.email}>`);
    expect(received?.text).toBe("Bientôt.");
  });

  it("names the setting that is missing or wrong before connecting", async () => {
    const send = (vars: Partial<Bindings>) =>
      smtpTransport(deployed(smtpEnv(vars)))(testMail("someone@example.edu", "SMTP", "https://chapter.test/profile/admin/health"));
    await expect(send({ SMTP_HOST: undefined })).rejects.toThrow("SMTP_HOST is not set (e.g. smtp.gmail.com)");
    await expect(send({ SMTP_PORT: "smtp" })).rejects.toThrow('SMTP_PORT is not a port number: "smtp" (465 or 587)');
    await expect(send({ SMTP_PORT: "25" })).rejects.toThrow("SMTP_PORT 25 is blocked on Cloudflare Workers: use 465 (TLS) or 587 (STARTTLS)");
    await expect(send({ SMTP_PASSWORD: "" })).rejects.toThrow("SMTP_USER and SMTP_PASSWORD must both be set (the mailbox's address and an app password)");
  });
});

describe("sendTestMail, for the health page", () => {
  it("answers ok, and the test mail arrives", async () => {
    const to = newIdentity("health").email;
    expect(await sendTestMail(deployed(smtpEnv()), createDb(env.DB), testMail(to, "SMTP", "https://chapter.test/profile/admin/health"))).toEqual({ ok: true });
    const received = await mailReceived(to);
    expect(received.map((mail) => mail.headers.subject)).toEqual([expect.stringMatching(/^Test mail — /)]);
  });

  it("gives a refused login's reason in plain words, without the password, and throws nothing", async () => {
    const result = await sendTestMail(
      deployed(smtpEnv({ SMTP_PASSWORD: WRONG_PASSWORD })),
      createDb(env.DB),
      testMail(newIdentity("health").email, "SMTP", "https://chapter.test/profile/admin/health"),
    );
    expect(result).toEqual({
      ok: false,
      reason: expect.stringMatching(
        /^SMTP login refused by 127\.0\.0\.1:\d+ — check SMTP_USER and SMTP_PASSWORD \(an app password\)\. The server said: 535 5\.7\.8 Username and Password not accepted/,
      ),
    });
    expect(JSON.stringify(result)).not.toContain(WRONG_PASSWORD);
  });
});
