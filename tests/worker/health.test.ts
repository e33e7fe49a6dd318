import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { HEALTH_CHECK_IDS, type HealthCheck, healthReportSchema } from "../../src/shared/health";
import { site } from "../../src/site.config";
import { EXPECTED_MIGRATION } from "../../worker/features/health/db/expected-migration";
import type { Bindings } from "../../worker/env";
import { runCron } from "./support/cron";
import { call, callWithEnv, expectError, ORIGIN } from "./support/api";
import { type Member, registerAdmin, registerMember } from "./support/members";
import { publishContent, validFields } from "./support/content";
import { lastMail } from "./support/outbox";

// The site's last mail failure (decision 107) is one row per site: another file's refused SMTP login in this
// slot's database would turn the e-mail row to an error here. Each test starts from none.
beforeEach(async () => {
  await env.DB.prepare("DELETE FROM last_mail_failure").run();
});

/** /api/admin/health (decision 076): what is configured and what is not, for admins. */

let admin: Member;
beforeAll(async () => {
  admin = await registerAdmin();
});

const checkOf = (body: { data: { checks: HealthCheck[] } }, id: HealthCheck["id"]) => body.data.checks.find((check) => check.id === id)!;
const deployed = { EMAIL_TRANSPORT: "resend", RESEND_API_KEY: "re_key", MAIL_FROM: "Chapter <no-reply@chapter.example.edu>" };

describe("GET /api/admin/health", () => {
  it("is for admins only", async () => {
    expectError(await call("GET", "/api/admin/health"), 401, "UNAUTHENTICATED");
    const member = await registerMember();
    expectError(await call("GET", "/api/admin/health", { cookie: member.cookie }), 403, "FORBIDDEN");
  });

  it("answers every row and the free-plan meter, in the shared contract", async () => {
    const result = await call("GET", "/api/admin/health", { cookie: admin.cookie });
    expect(result.status).toBe(200);
    const report = healthReportSchema.parse(result.body.data);
    expect(report.checks.map((check) => check.id)).toEqual([...HEALTH_CHECK_IDS]);
    expect(report.meter.map((row) => row.id)).toEqual(["mails", "kv-writes", "worker-requests", "d1-rows-written"]);
    // Locally: the outbox (a warning), the address it was opened at, every migration, the bucket bound.
    expect(checkOf(result.body, "mail").status).toBe("warn");
    expect(checkOf(result.body, "address")).toMatchObject({ status: "ok", summary: expect.stringContaining(ORIGIN) });
    expect(checkOf(result.body, "migrations")).toMatchObject({ status: "ok", summary: expect.stringContaining(EXPECTED_MIGRATION) });
    expect(checkOf(result.body, "files").status).toBe("ok");
    expect(checkOf(result.body, "admins").status).toBe("ok");
    // Content counts what is published, draft and deleted items aside (this run's other files publish too).
    const before = Number(/the blog \((\d+)\)/.exec(checkOf(result.body, "content").summary)?.[1] ?? 0);
    await publishContent("posts", validFields("posts", `Health ${crypto.randomUUID().slice(0, 6)}`));
    const after = await call("GET", "/api/admin/health", { cookie: admin.cookie });
    expect(checkOf(after.body, "content").summary).toContain(`the blog (${before + 1})`);
    // The admin's own sign-in was one KV write.
    expect(report.meter.find((row) => row.id === "kv-writes")!.used).toBeGreaterThanOrEqual(1);
  });

  it("names what a deployed Worker is missing, in plain words", async () => {
    const bare = await callWithEnv({ EMAIL_TRANSPORT: "resend", RESEND_API_KEY: undefined, MAIL_FROM: undefined }, "GET", "/api/admin/health", {
      cookie: admin.cookie,
    });
    expect(checkOf(bare.body, "mail")).toMatchObject({ status: "error", summary: expect.stringContaining("RESEND_API_KEY") });
    expect(checkOf(bare.body, "mail").summary).toContain("MAIL_FROM");

    const ready = await callWithEnv(deployed, "GET", "/api/admin/health", { cookie: admin.cookie });
    expect(checkOf(ready.body, "mail")).toMatchObject({ status: "ok", summary: expect.stringContaining("Resend") });
    // Opened at another address than site.url: mail links and passkeys use site.url, and the page says so.
    expect(checkOf(ready.body, "address")).toMatchObject({ status: "warn", summary: expect.stringContaining(ORIGIN) });
    expect(checkOf(ready.body, "address").summary).toContain(site.url);
  });

  it("picks the mailbox when its settings are filled in, with its own address as the sender, and Resend otherwise", async () => {
    const mailbox = {
      EMAIL_TRANSPORT: undefined,
      MAIL_FROM: undefined,
      SMTP_HOST: "smtp.gmail.com",
      SMTP_USER: "chapter.board@gmail.com",
      SMTP_PASSWORD: "app-password",
    };
    const viaSmtp = await callWithEnv(mailbox, "GET", "/api/admin/health", { cookie: admin.cookie });
    expect(checkOf(viaSmtp.body, "mail")).toMatchObject({
      status: "ok",
      summary: `Mail goes through your mailbox over SMTP, from ${site.productName} <chapter.board@gmail.com>. The site sends at most 250 mails a day.`,
    });
    const withoutPassword = await callWithEnv({ ...mailbox, SMTP_PASSWORD: undefined }, "GET", "/api/admin/health", { cookie: admin.cookie });
    expect(checkOf(withoutPassword.body, "mail")).toMatchObject({ status: "error", summary: expect.stringContaining("SMTP_PASSWORD is not set") });
    const viaResend = await callWithEnv({ ...deployed, EMAIL_TRANSPORT: undefined }, "GET", "/api/admin/health", { cookie: admin.cookie });
    expect(checkOf(viaResend.body, "mail").summary).toContain("Mail goes through Resend, from Chapter <no-reply@chapter.example.edu>.");
  });

  it("reports each Turnstile half-configuration", async () => {
    for (const [keys, state, missing] of [
      [{ TURNSTILE_SECRET_KEY: "0x-secret", TURNSTILE_SITE_KEY: "" }, "warn", "TURNSTILE_SITE_KEY"],
      [{ TURNSTILE_SECRET_KEY: "", TURNSTILE_SITE_KEY: "0x-site" }, "warn", "TURNSTILE_SECRET_KEY"],
      [{ TURNSTILE_SECRET_KEY: "0x-secret", TURNSTILE_SITE_KEY: "0x-site" }, "ok", null],
      [{ TURNSTILE_SECRET_KEY: "", TURNSTILE_SITE_KEY: "" }, "off", null],
    ] as const) {
      const result = await callWithEnv(keys as Partial<Bindings>, "GET", "/api/admin/health", { cookie: admin.cookie });
      const row = checkOf(result.body, "turnstile");
      expect(row.status).toBe(state);
      if (missing) expect(row.summary).toContain(missing);
    }
  });

  it("shows when the daily job last ran", async () => {
    await runCron();
    const result = await call("GET", "/api/admin/health", { cookie: admin.cookie });
    expect(checkOf(result.body, "daily-job")).toMatchObject({ status: "ok", summary: "Last ran less than an hour ago, without error." });
  });
});

describe("POST /api/admin/health/test-mail", () => {
  it("sends the admin a mail through the transport and says what the transport answered; once a minute", async () => {
    const sender = await registerAdmin();
    expectError(await call("POST", "/api/admin/health/test-mail", { cookie: (await registerMember()).cookie }), 403, "FORBIDDEN");
    const sent = await call("POST", "/api/admin/health/test-mail", { cookie: sender.cookie });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ delivered: true, to: sender.email, transport: "the local outbox" });
    expect((await lastMail(sender.email))?.subject).toContain("Test mail");
    expectError(await call("POST", "/api/admin/health/test-mail", { cookie: sender.cookie }), 429, "RATE_LIMITED");
  });

  it("gives the transport's refusal to the admin, not a 500", async () => {
    const sender = await registerAdmin();
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response('{"message":"The domain is not verified"}', { status: 403 }));
    const result = await callWithEnv(deployed, "POST", "/api/admin/health/test-mail", { cookie: sender.cookie });
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({ delivered: false, transport: "Resend" });
    expect(result.body.data.answer).toContain("Resend answered 403");
    expect(result.body.data.answer).toContain("The domain is not verified");
    expect(result.body.data.answer).not.toContain("re_key");
  });
});

describe("the free-plan meter with Cloudflare's analytics", () => {
  const analytics = { CLOUDFLARE_ANALYTICS_TOKEN: "cf-analytics-token", CLOUDFLARE_ACCOUNT_ID: "account-123" };
  const meterOf = (body: { data: { meter: { id: string; used: number | null; note: string }[] } }, id: string) => body.data.meter.find((row) => row.id === id)!;

  it("shows today's requests, rows written and KV writes for the account, as Cloudflare counts them", async () => {
    const graphql = vi.spyOn(globalThis, "fetch").mockResolvedValue(
      Response.json({
        data: {
          viewer: {
            accounts: [
              {
                workersInvocationsAdaptive: [{ sum: { requests: 1200 } }, { sum: { requests: 34 } }],
                d1AnalyticsAdaptiveGroups: [{ sum: { rowsWritten: 560 } }],
                kvOperationsAdaptiveGroups: [{ sum: { requests: 7 } }],
              },
            ],
          },
        },
        errors: null,
      }),
    );
    const result = await callWithEnv(analytics, "GET", "/api/admin/health", { cookie: admin.cookie });
    expect(meterOf(result.body, "worker-requests")).toMatchObject({ used: 1234, note: expect.stringContaining("As Cloudflare counts it") });
    expect(meterOf(result.body, "d1-rows-written").used).toBe(560);
    expect(meterOf(result.body, "kv-writes").used).toBe(7);
    const [url, init] = graphql.mock.calls[0]!;
    expect(String(url)).toBe("https://api.cloudflare.com/client/v4/graphql");
    expect((init!.headers as Record<string, string>).Authorization).toBe("Bearer cf-analytics-token");
    const body = JSON.parse(String(init!.body));
    expect(body.variables).toEqual({ account: "account-123", date: new Date().toISOString().slice(0, 10) });
  });

  it("says why when Cloudflare refuses the token, and the page still answers", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("{}", { status: 403 }));
    const result = await callWithEnv(analytics, "GET", "/api/admin/health", { cookie: admin.cookie });
    expect(result.status).toBe(200);
    expect(meterOf(result.body, "worker-requests")).toMatchObject({ used: null, note: expect.stringContaining("answered 403") });
    // The site's own count of sign-ins still shows.
    expect(meterOf(result.body, "kv-writes").used).toBeGreaterThanOrEqual(1);
  });

  it("without a token, points to the dashboard and the two settings", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const result = await call("GET", "/api/admin/health", { cookie: admin.cookie });
    expect(meterOf(result.body, "d1-rows-written")).toMatchObject({ used: null, note: expect.stringContaining("CLOUDFLARE_ANALYTICS_TOKEN") });
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
