import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { site } from "../../src/site.config";
import type { Bindings } from "../../worker/env";
import { runCron } from "./support/cron";
import { dailyBudget, limitFor, shareSizes } from "../../worker/email/budget";
import { networkOf } from "../../worker/lib/throttle-keys";
import { call, callWithEnv, expectError, ORIGIN } from "./support/api";
import { useTestClock } from "./support/clock";
import { createEvent, registerOfficer, rsvp } from "./support/events";
import { lastMail, mailCount, mailsTo } from "./support/outbox";
import { newIdentity, registerMember, type Member } from "./support/members";

/**
 * What keeps anyone from spending the site's mail (Resend's free plan: 100 a
 * day): a daily budget, a loose per-network limit, and Turnstile on the forms
 * (tests/worker/turnstile.test.ts).
 */

const DAY = 24 * 60 * 60_000;
const untilMidnightUtc = (at: number) => Math.ceil(((Math.floor(at / DAY) + 1) * DAY - at) / 1000);
/** Each budget test on a day of its own (relative to now), so their counters never meet. */
function onDayAhead(days: number) {
  const clock = useTestClock();
  clock.advance(days * DAY);
  return clock;
}

describe("the daily mail budget", () => {
  it("sign-up stops at the unreserved part with 429 MAIL_QUOTA_REACHED until midnight UTC; resets use the reserve", async () => {
    const clock = onDayAhead(3);
    const member = await registerMember();
    const budget = { MAIL_DAILY_BUDGET: "5" }; // 1 for event mail; of the other 4, 3 for sign-ups and contact, 1 more for account mail
    for (let i = 0; i < 3; i += 1) {
      expect((await callWithEnv(budget, "POST", "/api/auth/signup", { body: newIdentity("budget") })).status).toBe(200);
    }
    const refused = newIdentity("budget");
    const over = await callWithEnv(budget, "POST", "/api/auth/signup", { body: refused });
    expectError(over, 429, "MAIL_QUOTA_REACHED");
    expect(Number(over.headers.get("Retry-After"))).toBe(untilMidnightUtc(clock.now()));
    expect(await mailCount(refused.email)).toBe(0);

    const reset = await callWithEnv(budget, "POST", "/api/auth/forgot-password", { body: { email: member.email } });
    expect(reset.status).toBe(200);
    expect((await lastMail(member.email))?.subject).toMatch(/reset/i);
    expectError(await callWithEnv(budget, "POST", "/api/auth/forgot-password", { body: { email: newIdentity().email } }), 429, "MAIL_QUOTA_REACHED");

    // The next day the budget is whole again.
    clock.advance(DAY);
    expect((await callWithEnv(budget, "POST", "/api/auth/signup", { body: newIdentity("budget") })).status).toBe(200);
  });

  it("is split into shares: 95 gives event mail 28, sign-ups and contact 48, reset links and notices all 67 of the rest", () => {
    expect(shareSizes(95)).toEqual({ account: 67, event: 28 });
    expect([limitFor(95, "signup"), limitFor(95, "contact"), limitFor(95, "account"), limitFor(95, "event")]).toEqual([48, 48, 67, 28]);
  });

  it("event mail stops at its own share and waits in the queue for the next day's; sign-ups and resets keep theirs meanwhile", async () => {
    const clock = onDayAhead(15);
    const budget = { MAIL_DAILY_BUDGET: "10" }; // event mail 3; sign-ups and contact 5; resets and notices 7
    const officer = await registerOfficer();
    const event = await createEvent(officer.cookie);
    const members: Member[] = [];
    for (let i = 0; i < 5; i += 1) {
      const member = await registerMember();
      expect((await rsvp(event.id, member.cookie)).status).toBe(200);
      members.push(member);
    }
    const cancelled = await callWithEnv(budget, "POST", `/api/events/${event.id}/cancel`, { cookie: officer.cookie });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.meta).toEqual({ mailed: 3, queued: 2 });
    expect(cancelled.body.message).toMatch(/2 of the mails wait for the next run of the mail queue/);
    const toldOf = () => Promise.all(members.map(async (member) => (await lastMail(member.email))?.subject.startsWith("Cancelled") ?? false));
    expect((await toldOf()).filter(Boolean)).toHaveLength(3);

    // The event share is spent; the account share is whole: sign-up codes still go out at once.
    for (let i = 0; i < 5; i += 1) {
      const identity = newIdentity("share");
      expect((await callWithEnv(budget, "POST", "/api/auth/signup", { body: identity })).status).toBe(200);
      expect((await lastMail(identity.email))?.subject).toMatch(/^.*Your code/);
    }
    expectError(await callWithEnv(budget, "POST", "/api/auth/signup", { body: newIdentity("share") }), 429, "MAIL_QUOTA_REACHED");
    clock.advance(60_000);
    expect((await callWithEnv(budget, "POST", "/api/auth/forgot-password", { body: { email: members[0]!.email } })).status).toBe(200);
    expect((await lastMail(members[0]!.email))?.subject).toMatch(/reset/i);

    // The job's run today sends no more event mail; the first run of the next day does, from that day's share.
    const cancellations = () =>
      Promise.all(members.map(async (member) => (await mailsTo(member.email)).filter((mail) => mail.subject.startsWith("Cancelled")).length));
    await runCron({ daily: false, env: budget });
    expect(await cancellations()).toEqual([1, 1, 1, 0, 0]);
    clock.advance(DAY);
    // A roomier budget on the next day, so mail other tests left waiting in the shared queue cannot take these two's places.
    await runCron({ daily: false, env: { MAIL_DAILY_BUDGET: "1000" } });
    expect(await cancellations()).toEqual([1, 1, 1, 1, 1]);
  });

  it("a contact message over budget is kept for the admins, not forwarded", async () => {
    onDayAhead(5);
    const budget = { MAIL_DAILY_BUDGET: "1" }; // nothing unreserved
    const before = await mailCount(site.contactEmail);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const message = { name: "Lin Chen", email: newIdentity().email, message: "Could we sponsor the career fair?" };
    expect((await callWithEnv(budget, "POST", "/api/contact", { body: message })).status).toBe(201);
    expect(await mailCount(site.contactEmail)).toBe(before);
    const kept = await env.DB.prepare("SELECT count(*) AS n FROM contact_messages WHERE email = ?").bind(message.email).first<{ n: number }>();
    expect(kept?.n).toBe(1);
    expect(errors).toHaveBeenCalled();
  });

  it("the daily job logs that yesterday's budget ran out", async () => {
    const clock = onDayAhead(7);
    const budget = { MAIL_DAILY_BUDGET: "2" };
    expect((await callWithEnv(budget, "POST", "/api/auth/signup", { body: newIdentity("cron") })).status).toBe(200);
    expectError(await callWithEnv(budget, "POST", "/api/auth/signup", { body: newIdentity("cron") }), 429, "MAIL_QUOTA_REACHED");
    clock.advance(DAY);
    const warnings = vi.spyOn(console, "warn").mockImplementation(() => {});
    await runCron({ env: budget });
    expect(warnings.mock.calls.flat().join(" ")).toMatch(/mail budget reached on \d{4}-\d{2}-\d{2}/);
  });

  it("a real transport gets a budget of 95 by default; the local outbox none", async () => {
    onDayAhead(9);
    await env.DB.prepare("INSERT INTO throttles (key, count, reset_at) VALUES (?, 95, ?)")
      .bind(`mail-budget:${new Date().toISOString().slice(0, 10)}`, Date.now() + DAY)
      .run();
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const real = { EMAIL_TRANSPORT: "resend", RESEND_API_KEY: "re_key" };
    expectError(await callWithEnv(real, "POST", "/api/auth/forgot-password", { body: { email: newIdentity().email } }), 429, "MAIL_QUOTA_REACHED");
    expect(fetchSpy).not.toHaveBeenCalled();
    expect((await call("POST", "/api/auth/signup", { body: newIdentity() })).status).toBe(200);
  });

  it("the default follows the transport: 95 for Resend and send_email, 250 for SMTP (a mailbox), none for the outbox", () => {
    const budgetWith = (vars: Partial<Bindings>) => dailyBudget({ ...env, ...vars } as Bindings);
    expect([budgetWith({ EMAIL_TRANSPORT: "resend" }), budgetWith({ EMAIL_TRANSPORT: "cloudflare" })]).toEqual([95, 95]);
    expect(budgetWith({ EMAIL_TRANSPORT: "smtp" })).toBe(250);
    expect(budgetWith({ EMAIL_TRANSPORT: "outbox" })).toBeNull();
    // A Workspace or university mailbox sends thousands a day: the variable wins over every default.
    expect(budgetWith({ EMAIL_TRANSPORT: "smtp", MAIL_DAILY_BUDGET: "2000" })).toBe(2000);
    // 250 keeps 75 for event mail, 125 for sign-ups and contact, all 175 of the account share for resets and notices.
    expect([limitFor(250, "event"), limitFor(250, "signup"), limitFor(250, "account")]).toEqual([75, 125, 175]);
  });
});

describe("the per-network limit of the mail endpoints", () => {
  it("lets 150 students on one network sign up, allows 200 mail requests an hour, then refuses that network only", { timeout: 120_000 }, async () => {
    const campus = { "CF-Connecting-IP": "198.51.100.77" }; // used by this test only
    for (let i = 0; i < 150; i += 1) {
      const result = await call("POST", "/api/auth/signup", { body: newIdentity("student"), headers: campus });
      expect(result.status, JSON.stringify(result.body)).toBe(200);
    }
    for (let i = 0; i < 50; i += 1) {
      expect((await call("POST", "/api/auth/forgot-password", { body: { email: newIdentity().email }, headers: campus })).status).toBe(200);
    }
    const over = await call("POST", "/api/auth/resend-code", { body: { email: newIdentity().email }, headers: campus });
    expectError(over, 429, "RATE_LIMITED");
    expect(Number(over.headers.get("Retry-After"))).toBeGreaterThan(0);
    expectError(
      await call("POST", "/api/contact", { body: { name: "A", email: newIdentity().email, message: "Hello there, friends" }, headers: campus }),
      429,
      "RATE_LIMITED",
    );
    const elsewhere = { "CF-Connecting-IP": "198.51.100.78" };
    expect((await call("POST", "/api/auth/forgot-password", { body: { email: newIdentity().email }, headers: elsewhere })).status).toBe(200);
  });

  it("counts an IPv6 network by its /64", () => {
    expect(networkOf("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
    expect(networkOf("2001:db8:1:2::9")).toBe("2001:db8:1:2::/64");
    expect(networkOf("2001:0db8:0001:0002:ffff::1")).toBe("2001:db8:1:2::/64");
    expect(networkOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(networkOf("203.0.113.9")).toBe("203.0.113.9");
  });
});

describe("the site's one address in a deployed Worker", () => {
  it("builds mail links from site.url only, never from the request", async () => {
    const member = await registerMember();
    const send = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("{}", { status: 200 }));
    const deployed = { EMAIL_TRANSPORT: "resend", RESEND_API_KEY: "re_key" };
    const answer = await callWithEnv(deployed, "POST", "/api/auth/forgot-password", { body: { email: member.email }, headers: { Host: "evil.example" } });
    expect(answer.status).toBe(200);
    const payload = JSON.parse(String(send.mock.calls[0]![1]!.body));
    expect(payload.text).toContain(`${site.url}/reset-password?token=`);
    expect(payload.text).not.toContain("evil.example");
    expect(payload.text).not.toContain(ORIGIN);
  });
});
