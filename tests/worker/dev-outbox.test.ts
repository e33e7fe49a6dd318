import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { site } from "../../src/site.config";
import type { Bindings } from "../../worker/env";
import { cloudflareTransport } from "../../worker/email/cloudflare-transport";
import type { Mail } from "../../worker/email/types";
import { idempotencyKeyOf } from "../../worker/email/queue";
import { resendTransport } from "../../worker/email/resend-transport";
import { useTestClock } from "./support/clock";
import { call, callWithEnv, expectEnvelope, expectError, LOCAL_ORIGIN } from "./support/api";
import { codeFrom, mailCount } from "./support/outbox";
import { newIdentity, registerMember, signUp, verify } from "./support/members";
import type { OutboxMail } from "../../src/shared/dev-outbox";
import { formatUtcInstant } from "../../src/shared/time/utc-instant";

const sampleMail: Mail = {
  to: "someone@example.edu",
  subject: "Your code: 123456 — Chapter",
  text: "Your verification code is 123456.",
  html: "<p>Your verification code is 123456.</p>",
  kind: "signup",
};

/** The outbox answers only on a local development server (decision 106). */
const local = { origin: LOCAL_ORIGIN };

describe("GET /api/dev/outbox", () => {
  it("lists mails newest first, filtered by ?to= ignoring case, as {to, subject, text, html, sentAt, headers, attachments}", async () => {
    const clock = useTestClock();
    const t0 = clock.now();
    const first = newIdentity("outboxa");
    const second = newIdentity("outboxb");

    clock.set(t0);
    const { browser } = await signUp(first);
    clock.set(t0 + 1_000);
    expect((await call("POST", "/api/auth/signup", { body: second })).status).toBe(200);
    // A new code for the first address, once its 60-second cooldown has passed.
    clock.set(t0 + 61_000);
    const resent = await call("POST", "/api/auth/resend-code", { body: { email: first.email } });
    expect(resent.status).toBe(200);

    const mine = await call("GET", `/api/dev/outbox?to=${encodeURIComponent(first.email)}`, local);
    expectEnvelope(mine);
    expect(mine.status).toBe(200);
    const mails = mine.body.data as OutboxMail[];
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(Object.keys(mail).sort()).toEqual(["attachments", "headers", "html", "sentAt", "subject", "text", "to"]);
      expect(mail.to).toBe(first.email);
      expect(typeof mail.subject).toBe("string");
      expect(mail.html).toMatch(/^<!doctype html>/i);
      expect(mail.text).toMatch(/\d{6}/);
    }
    expect(mails.map((m) => m.sentAt)).toEqual([t0 + 61_000, t0].map(formatUtcInstant));
    // The newest holds the code that works now.
    const verified = await verify(first.email, codeFrom(mails[0]), browser);
    expect(verified.status).toBe(201);

    const upper = await call("GET", `/api/dev/outbox?to=${encodeURIComponent(first.email.toUpperCase())}`, local);
    expect(upper.body.data).toEqual(mails);
    const padded = await call("GET", `/api/dev/outbox?to=${encodeURIComponent(`  ${first.email}  `)}`, local);
    expect(padded.body.data).toEqual(mails);

    const theirs = await call("GET", `/api/dev/outbox?to=${encodeURIComponent(second.email)}`, local);
    expect(theirs.body.data).toHaveLength(1);
    expect(theirs.body.data[0]).toMatchObject({ to: second.email, sentAt: formatUtcInstant(t0 + 1_000) });

    const all = await call("GET", "/api/dev/outbox", local);
    expectEnvelope(all);
    const recent = (all.body.data as OutboxMail[]).filter((m) => m.to === first.email || m.to === second.email);
    expect(recent.map((m) => [m.to, m.sentAt])).toEqual([
      [first.email, formatUtcInstant(t0 + 61_000)],
      [second.email, formatUtcInstant(t0 + 1_000)],
      [first.email, formatUtcInstant(t0)],
    ]);
  });

  it("answers an empty list for an address with no mail", async () => {
    const result = await call("GET", `/api/dev/outbox?to=${encodeURIComponent(newIdentity("nomail").email)}`, local);
    expectEnvelope(result);
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual([]);
  });

  it("refuses an over-long ?to= with the validation envelope", async () => {
    expectError(await call("GET", `/api/dev/outbox?to=${"a".repeat(300)}`, local), 400, "VALIDATION_ERROR");
  });

  it("does not exist when EMAIL_TRANSPORT is not the outbox", async () => {
    for (const transport of ["resend", "smtp", "cloudflare", ""]) {
      for (const path of ["/api/dev/outbox", `/api/dev/outbox?to=${encodeURIComponent("a@example.edu")}`]) {
        const result = await callWithEnv({ EMAIL_TRANSPORT: transport }, "GET", path, local);
        expectError(result, 404, "NOT_FOUND");
        expectEnvelope(result);
        expect(JSON.stringify(result.body)).not.toMatch(/subject|sentAt/);
      }
    }
    // The same app with the outbox configured does answer: the 404 comes from the configuration.
    const outbox = await callWithEnv({ EMAIL_TRANSPORT: "outbox" }, "GET", "/api/dev/outbox", local);
    expect(outbox.status).toBe(200);
    expect(Array.isArray(outbox.body.data)).toBe(true);
  });

  it("answers 404 on any host but a local development server's, whatever EMAIL_TRANSPORT says", async () => {
    const paths = ["/api/dev/outbox", `/api/dev/outbox?to=${encodeURIComponent("a@example.edu")}`, "/api/dev", "/api/dev/nope"];
    const deployed = ["https://chapter.test", "https://my-chapter.someone.workers.dev", "http://localhost.evil.test", "http://127.0.0.1.nip.io"];
    for (const origin of deployed) {
      for (const path of paths) {
        for (const overrides of [{ EMAIL_TRANSPORT: "outbox" }, { EMAIL_TRANSPORT: "outbox", LOCAL_DEV_SERVER: "1" }]) {
          const result = await callWithEnv(overrides, "GET", path, { origin });
          expectError(result, 404, "NOT_FOUND");
          expect(JSON.stringify(result.body)).not.toMatch(/subject|sentAt/);
        }
      }
    }
    // A local host name without the local server's mark (a Worker that is not `npm run dev`): 404 too.
    for (const origin of [LOCAL_ORIGIN, "http://127.0.0.1:8788", "http://[::1]:8787"]) {
      expectError(await callWithEnv({ EMAIL_TRANSPORT: "outbox", LOCAL_DEV_SERVER: undefined }, "GET", "/api/dev/outbox", { origin }), 404, "NOT_FOUND");
      expect((await callWithEnv({ EMAIL_TRANSPORT: "outbox", LOCAL_DEV_SERVER: "1" }, "GET", "/api/dev/outbox", { origin })).status).toBe(200);
    }
  });
});

describe("Resend transport", () => {
  it("posts the mail to Resend's API with the key as a bearer token", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(JSON.stringify({ id: "x" }), { status: 200 }));
    const send = resendTransport({ ...env, RESEND_API_KEY: "re_test_key", MAIL_FROM: "Chapter <no-reply@chapter.test>" } as Bindings);
    await send(sampleMail);

    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toBe("https://api.resend.com/emails");
    expect(init?.method).toBe("POST");
    const headers = new Headers(init?.headers);
    expect(headers.get("Authorization")).toBe("Bearer re_test_key");
    expect(headers.get("Content-Type")).toBe("application/json");
    expect(JSON.parse(String(init?.body))).toEqual({
      from: "Chapter <no-reply@chapter.test>",
      to: [sampleMail.to],
      subject: sampleMail.subject,
      text: sampleMail.text,
      html: sampleMail.html,
    });
  });

  it("sends a queued mail's idempotency key as Resend's Idempotency-Key header, the same on every attempt (decision 092)", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("{}", { status: 200 }));
    const send = resendTransport({ ...env, RESEND_API_KEY: "re_test_key", MAIL_FROM: "Chapter <no-reply@chapter.test>" } as Bindings);
    const key = await idempotencyKeyOf({ dedupeKey: "reminder-soon:ev_1:1800000000000:u_1" });
    expect(key).toBe("mail-queue/reminder-soon:ev_1:1800000000000:u_1");
    await send({ ...sampleMail, idempotencyKey: key });
    await send({ ...sampleMail, idempotencyKey: key });
    await send(sampleMail);
    const sent = fetchSpy.mock.calls.map(([, init]) => new Headers(init?.headers).get("Idempotency-Key"));
    expect(sent).toEqual([key, key, null]);
    // Never past Resend's 256 characters: a longer dedupe key goes as its hash.
    const long = await idempotencyKeyOf({ dedupeKey: "x".repeat(300) });
    expect(long).toMatch(/^mail-queue\/sha256\/[0-9a-f]{64}$/);
  });

  it("takes Resend's 409 for a key already sent with another body as sent, and its other refusals as failures", async () => {
    const send = resendTransport({ ...env, RESEND_API_KEY: "re_test_key" } as Bindings);
    const answer = (name: string) => new Response(JSON.stringify({ statusCode: 409, name, message: "…" }), { status: 409 });
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(answer("invalid_idempotent_request"));
    await expect(send({ ...sampleMail, idempotencyKey: "mail-queue/once:1" })).resolves.toBeUndefined();
    // The first request with the key still running: try again later.
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(answer("concurrent_idempotent_requests"));
    await expect(send({ ...sampleMail, idempotencyKey: "mail-queue/once:1" })).rejects.toThrow(/409/);
  });

  it("fails when the API key is missing, without calling Resend", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const send = resendTransport({ ...env, RESEND_API_KEY: undefined } as Bindings);
    await expect(send(sampleMail)).rejects.toThrow(/RESEND_API_KEY/);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("fails when Resend refuses the mail", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response('{"message":"invalid from"}', { status: 422 }));
    const send = resendTransport({ ...env, RESEND_API_KEY: "re_test_key" } as Bindings);
    await expect(send(sampleMail)).rejects.toThrow(/422/);
  });
});

describe("Cloudflare send_email transport", () => {
  it("calls SEND_EMAIL.send with from, to, subject, text and html", async () => {
    const sent: unknown[] = [];
    const binding = { send: vi.fn(async (message: unknown) => void sent.push(message)) };
    const send = cloudflareTransport({
      ...env,
      MAIL_FROM: "Chapter Website <no-reply@chapter.test>",
      SEND_EMAIL: binding as unknown as SendEmail,
    } as Bindings);
    await send(sampleMail);
    expect(binding.send).toHaveBeenCalledTimes(1);
    expect(sent[0]).toEqual({
      from: { name: "Chapter Website", email: "no-reply@chapter.test" },
      to: sampleMail.to,
      subject: sampleMail.subject,
      text: sampleMail.text,
      html: sampleMail.html,
    });

    const bare = cloudflareTransport({ ...env, MAIL_FROM: " no-reply@chapter.test ", SEND_EMAIL: binding as unknown as SendEmail } as Bindings);
    await bare(sampleMail);
    expect((sent[1] as { from: unknown }).from).toBe("no-reply@chapter.test");
  });

  it("fails when the binding is missing or refuses", async () => {
    await expect(cloudflareTransport({ ...env, SEND_EMAIL: undefined } as Bindings)(sampleMail)).rejects.toThrow(/SEND_EMAIL/);
    const refusing = { send: vi.fn(async () => Promise.reject(new Error("destination not verified"))) };
    await expect(cloudflareTransport({ ...env, SEND_EMAIL: refusing as unknown as SendEmail } as Bindings)(sampleMail)).rejects.toThrow(
      /destination not verified/,
    );
  });
});

describe("A failing transport", () => {
  it("surfaces as 502 EMAIL_FAILED from sign-up, without details", async () => {
    const identity = newIdentity("mailfail");
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const result = await callWithEnv({ EMAIL_TRANSPORT: "resend", RESEND_API_KEY: undefined }, "POST", "/api/auth/signup", {
      body: identity,
    });
    expectError(result, 502, "EMAIL_FAILED");
    expectEnvelope(result);
    expect(result.body.error.errMsg).not.toMatch(/RESEND_API_KEY/);
    expect(result.headers.get("Cache-Control")).toBe("no-store");
    expect(errors).toHaveBeenCalled();
    // Nothing went to the outbox either.
    expect(await mailCount(identity.email)).toBe(0);
  });

  it("does not change forgot-password's answer for an existing account: the failure is only logged", async () => {
    const member = await registerMember(newIdentity("quietfail"));
    const before = await mailCount(member.email);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const result = await callWithEnv({ EMAIL_TRANSPORT: "resend", RESEND_API_KEY: undefined }, "POST", "/api/auth/forgot-password", {
      body: { email: member.email },
    });
    expect(result.status).toBe(200);
    expect(result.body.data.message).toContain(member.email);
    expect(errors).toHaveBeenCalled();
    expect(await mailCount(member.email)).toBe(before);
  });

  it("gives an unknown address the ordinary answer (no mail is attempted)", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const result = await callWithEnv({ EMAIL_TRANSPORT: "resend", RESEND_API_KEY: undefined }, "POST", "/api/auth/forgot-password", {
      body: {
        email: newIdentity("nobody").email,
      },
    });
    expect(result.status).toBe(200);
    expectEnvelope(result);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("answers sign-up with 502 when Resend refuses, and sends the reset link through Resend when it accepts", async () => {
    const refused = newIdentity("refused");
    vi.spyOn(console, "error").mockImplementation(() => {});
    const failing = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("down", { status: 500 }));
    const bad = await callWithEnv({ EMAIL_TRANSPORT: "resend", RESEND_API_KEY: "re_key" }, "POST", "/api/auth/signup", { body: refused });
    expectError(bad, 502, "EMAIL_FAILED");
    expect(failing).toHaveBeenCalledTimes(1);
    failing.mockRestore();

    const accepted = await registerMember(newIdentity("accepted"));
    const ok = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("{}", { status: 200 }));
    const good = await callWithEnv({ EMAIL_TRANSPORT: "resend", RESEND_API_KEY: "re_key" }, "POST", "/api/auth/forgot-password", {
      body: {
        email: accepted.email,
      },
    });
    expect(good.status).toBe(200);
    expect(ok).toHaveBeenCalledTimes(1);
    const payload = JSON.parse(String(ok.mock.calls[0]![1]?.body));
    expect(payload.to).toEqual([accepted.email]);
    expect(payload.text).toContain(`${site.url}/reset-password?token=`);
    expect(payload.html).toContain(`${site.url}/reset-password?token=`);
  });

  it("uses the send_email binding when EMAIL_TRANSPORT is cloudflare", async () => {
    const member = await registerMember(newIdentity("cfmail"));
    const binding = { send: vi.fn(async () => {}) };
    const result = await callWithEnv({ EMAIL_TRANSPORT: "cloudflare", SEND_EMAIL: binding as unknown as SendEmail }, "POST", "/api/auth/forgot-password", {
      body: { email: member.email },
    });
    expect(result.status).toBe(200);
    expect(binding.send).toHaveBeenCalledTimes(1);
    expect(binding.send.mock.calls[0]).toEqual([expect.objectContaining({ to: member.email, subject: expect.stringContaining("Reset") })]);
  });
});
