import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { describePlan, type MailingPlan } from "../../src/shared/mailings";
import { call, callWithEnv, expectError } from "./support/api";
import { useTestClock } from "./support/clock";
import { runCron } from "./support/cron";
import { createEvent, DAY_MS, registerOfficer, rsvp } from "./support/events";
import { type Member, newIdentity, registerMember } from "./support/members";
import { mailsTo } from "./support/outbox";

/**
 * /api/mailings (issue 21, decision 085): officers write to the people of one
 * event or to every member, see the recipients and the plan first, and what
 * the day's event share cannot carry is spread over the next days while
 * sign-up codes still go out. Its own database (worker-own-db): "every
 * member" is this file's members, and the chats connected are this file's.
 */

const DISCORD = "https://discord.com/api/webhooks/123456789012345678/abcdefghijklmnopqrstuvwxyz_ABCDEFG-0123456789";

let officer: Member;
let member: Member;
beforeAll(async () => {
  [officer, member] = await Promise.all([registerOfficer(), registerMember()]);
});
afterEach(async () => {
  await env.DB.prepare("DELETE FROM chat_channels").run();
});

const draft = (overrides: Record<string, unknown> = {}) => ({
  audience: "members",
  subject: "General meeting moved",
  body: "See you **Thursday**.",
  ...overrides,
});
const queueOf = (mailingId: string) =>
  env.DB.prepare("SELECT state, next_attempt_at FROM mail_queue WHERE dedupe_key LIKE ? ORDER BY next_attempt_at")
    .bind(`mailing:${mailingId}:%`)
    .all<{ state: string; next_attempt_at: number }>();

describe("/api/mailings", () => {
  it("is for officers and admins: 401 anonymous, 403 members, on every endpoint", async () => {
    expectError(await call("GET", "/api/mailings"), 401, "UNAUTHENTICATED");
    expectError(await call("GET", "/api/mailings/plan?audience=members"), 401, "UNAUTHENTICATED");
    expectError(await call("POST", "/api/mailings", { body: draft() }), 401, "UNAUTHENTICATED");
    expectError(await call("GET", "/api/mailings", { cookie: member.cookie }), 403, "FORBIDDEN");
    expectError(await call("GET", "/api/mailings/plan?audience=members", { cookie: member.cookie }), 403, "FORBIDDEN");
    expectError(await call("POST", "/api/mailings", { body: draft(), cookie: member.cookie }), 403, "FORBIDDEN");
    expect((await call("GET", "/api/mailings", { cookie: officer.cookie })).status).toBe(200);
  });

  it("says at the field what is wrong", async () => {
    const send = (body: Record<string, unknown>) => call("POST", "/api/mailings", { body, cookie: officer.cookie });
    const noSubject = await send(draft({ subject: "  " }));
    expectError(noSubject, 400, "VALIDATION_ERROR");
    expect(noSubject.body.error.fields.subject).toBe("Write a subject.");
    expect((await send(draft({ subject: "Two\nlines" }))).body.error.fields.subject).toBe("The subject must be one line.");
    expect((await send(draft({ body: "" }))).body.error.fields.body).toBe("Write the message.");
    expect((await send(draft({ body: "x".repeat(10_001) }))).body.error.fields.body).toMatch(/at most 10,000/);
    expect((await send(draft({ audience: "everyone" }))).body.error.fields.audience).toBe("Choose who gets the message.");
    expect((await send(draft({ audience: "going" }))).body.error.fields.eventId).toBe("Choose an event.");
    expectError(await send(draft({ extra: true })), 400, "VALIDATION_ERROR");
    const plan = await call("GET", "/api/mailings/plan?audience=waitlist", { cookie: officer.cookie });
    expect(plan.body.error.fields.eventId).toBe("Choose an event.");
    const unknown = await send(draft({ audience: "going", eventId: "no-such-event" }));
    expectError(unknown, 404, "NOT_FOUND");
    expect(unknown.body.error.fields.eventId).toBe("No such event: choose another.");
  });

  it("writes to the people going: the count first, then one mail each with its unsubscribe, and the message listed", async () => {
    const event = await createEvent(officer.cookie);
    const [going, optedOut, waiting] = await Promise.all([registerMember(), registerMember(), registerMember()]);
    for (const who of [going, optedOut]) expect((await rsvp(event.id, who.cookie)).status).toBe(200);
    await call("PUT", "/api/me/notifications", { cookie: optedOut.cookie, body: { changes: false } });
    const empty = await call("POST", "/api/mailings", { body: draft({ audience: "waitlist", eventId: event.id }), cookie: officer.cookie });
    expectError(empty, 409, "NO_RECIPIENTS");
    expect(empty.body.error.fields.audience).toMatch(/^Nobody would get it/);

    const plan = await call("GET", `/api/mailings/plan?audience=going&eventId=${event.id}`, { cookie: officer.cookie });
    expect(plan.body.data).toMatchObject({ recipients: 1, today: 1, later: 0 });
    const sent = await call("POST", "/api/mailings", {
      body: draft({ audience: "going", eventId: event.id, body: "Bring a **laptop**. <script>x</script>" }),
      cookie: officer.cookie,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.message).toBe("Going out to 1 person today.");
    const messageTo = async (who: Member) => (await mailsTo(who.email)).filter((mail) => mail.subject.startsWith("General meeting moved"));
    const [mail] = await messageTo(going);
    expect(mail?.subject).toMatch(/^General meeting moved — /);
    expect(mail?.html).toContain("<strong>laptop</strong>");
    expect(mail?.html).not.toContain("<script>");
    expect(mail?.text).toContain(`You get this because you are going to ${event.title}`);
    expect(mail?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail?.headers["List-Unsubscribe"]).toMatch(/\/api\/notifications\/unsubscribe\?token=/);
    expect(await messageTo(optedOut)).toEqual([]);
    expect(await messageTo(waiting)).toEqual([]);

    const list = await call("GET", "/api/mailings", { cookie: officer.cookie });
    expect(list.body.data.find((m: { id: string }) => m.id === sent.body.data.mailing.id)).toMatchObject({
      audience: "going",
      eventTitle: event.title,
      sentBy: officer.username,
      recipients: 1,
      sent: 1,
      waiting: 0,
    });
  });

  it("spreads an announcement over the day's share and says so; sign-up codes go out meanwhile", { timeout: 30_000 }, async () => {
    const budget = { MAIL_DAILY_BUDGET: "20" }; // event share 6, of which an announcement takes 3 a day
    const clock = useTestClock();
    const start = Math.ceil(clock.now() / DAY_MS) * DAY_MS + 2 * DAY_MS;
    clock.set(start + 9 * 60 * 60_000);
    await Promise.all(Array.from({ length: 8 }, () => registerMember()));
    const planned = await callWithEnv(budget, "GET", "/api/mailings/plan?audience=members", { cookie: officer.cookie });
    const plan = planned.body.data as MailingPlan;
    expect(plan.recipients).toBeGreaterThanOrEqual(10);
    expect(plan).toMatchObject({ today: 3, later: plan.recipients - 3, perDay: 3, days: Math.ceil((plan.recipients - 3) / 3) });
    expect(describePlan(plan)).toMatch(/^Goes out to 3 today; the remaining \d+ over the next \d+ days \(up to 3 a day, the last on \d{4}-\d\d-\d\d\)/);

    const sent = await callWithEnv(budget, "POST", "/api/mailings", { body: draft({ subject: "Elections next week" }), cookie: officer.cookie });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.data.plan).toEqual(plan);
    expect(sent.body.message).toBe(describePlan(plan, true));
    const id = sent.body.data.mailing.id as string;
    const rows = (await queueOf(id)).results;
    expect(rows).toHaveLength(plan.recipients);
    expect(rows.filter((row) => row.state === "sent")).toHaveLength(3);
    // Each later day's part is due at that UTC day's start.
    const dueDays = rows.filter((row) => row.state === "queued").map((row) => Math.round((row.next_attempt_at - start) / DAY_MS));
    expect(new Set(dueDays)).toEqual(new Set(Array.from({ length: plan.days }, (_, day) => day + 1)));

    // A sign-up the same day: its code goes at once, on the account share.
    const identity = newIdentity("spread");
    expect((await callWithEnv(budget, "POST", "/api/auth/signup", { body: identity })).status).toBe(200);
    expect((await mailsTo(identity.email))[0]?.subject).toMatch(/code/i);
    // The hourly job today sends none of tomorrow's part; tomorrow's first run sends it.
    await runCron({ daily: false, env: budget });
    expect((await queueOf(id)).results.filter((row) => row.state === "sent")).toHaveLength(3);
    clock.set(start + DAY_MS + 17 * 60_000);
    await runCron({ daily: false, env: budget });
    expect((await queueOf(id)).results.filter((row) => row.state === "sent")).toHaveLength(6);
    const listed = await callWithEnv(budget, "GET", "/api/mailings", { cookie: officer.cookie });
    expect(listed.body.data.find((m: { id: string }) => m.id === id)).toMatchObject({ sent: 6, waiting: plan.recipients - 6, failed: 0 });
  });

  it("posts an announcement to the connected chats; a message to an event's people stays out of them", async () => {
    await call("POST", "/api/chat-channels", { cookie: officer.cookie, body: { kind: "discord", target: DISCORD } });
    const posts: { url: string; body: { content: string } }[] = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (!url.startsWith("https://discord.com/")) return realFetch(input, init);
      posts.push({ url, body: JSON.parse(String(init?.body)) as { content: string } });
      return new Response(null, { status: 204 });
    });
    const sent = await call("POST", "/api/mailings", { body: draft({ subject: "Dues are open", body: "Pay at the *table*." }), cookie: officer.cookie });
    expect(sent.status).toBe(201);
    expect(posts).toEqual([{ url: DISCORD, body: expect.objectContaining({ content: "Announcement: Dues are open\n\nPay at the *table*." }) }]);

    const event = await createEvent(officer.cookie);
    posts.length = 0;
    await rsvp(event.id, member.cookie);
    expect((await call("POST", "/api/mailings", { body: draft({ audience: "going", eventId: event.id }), cookie: officer.cookie })).status).toBe(201);
    expect(posts).toEqual([]);
  });

  it("lets a member turn announcements off, by the page or the mail's one-click link", async () => {
    const reader = await registerMember();
    expect((await call("GET", "/api/me/notifications", { cookie: reader.cookie })).body.data.announcements).toBe(true);
    expect((await call("POST", "/api/mailings", { body: draft({ subject: "Welcome back" }), cookie: officer.cookie })).status).toBe(201);
    const [mail] = await mailsTo(reader.email);
    const link = /<(.+)>/.exec(mail!.headers["List-Unsubscribe"]!)![1]!;
    const unsubscribed = await call("POST", new URL(link).pathname + new URL(link).search);
    expect(unsubscribed.body.data).toEqual({ topic: "announcements" });
    expect((await call("GET", "/api/me/notifications", { cookie: reader.cookie })).body.data.announcements).toBe(false);
  });
});
