import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { describePlan, type MailingPlan } from "../../src/shared/mailings";
import { call, callWithEnv, expectError, ORIGIN } from "./support/api";
import { useTestClock } from "./support/clock";
import { measureCost } from "./support/cost";
import { runCron } from "./support/cron";
import { createEvent, DAY_MS, HOUR_MS, registerOfficer, rsvp } from "./support/events";
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
/**
 * Takes a message's rows out of the queue at the end of a test that spread
 * it: the plans of this file's other tests count what is queued and sent, and
 * run at other instants (shuffled).
 */
function forget(mailingId: string) {
  onTestFinished(async () => {
    await env.DB.prepare("DELETE FROM mail_queue WHERE dedupe_key LIKE ?").bind(`mailing:${mailingId}:%`).run();
  });
}
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
    forget(id);
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

  it("costs the request the same for 20 recipients as for 12 more: each mail is written when it is sent", async () => {
    // Its own officer: each officer may send 5 messages a day, and this file's officer sends several.
    const writer = await registerOfficer();
    const post = (subject: string) =>
      measureCost("/api/mailings", {
        method: "POST",
        headers: { Cookie: writer.cookie, Origin: ORIGIN, "Content-Type": "application/json" },
        body: JSON.stringify(draft({ subject })),
      });
    await Promise.all(Array.from({ length: 8 }, () => registerMember()));
    // Once unmeasured: the isolate then holds the session and the key that signs the mails' links, as a busy one does.
    const warm = await post("Dues");
    forget(((await warm.response.json()) as { data: { mailing: { id: string } } }).data.mailing.id);
    const first = await post("Dues are open");
    await Promise.all(Array.from({ length: 12 }, () => registerMember()));
    const second = await post("Dues are due");
    expect([first.status, second.status]).toEqual([201, 201]);
    const [one, two] = (await Promise.all([first.response.json(), second.response.json()])) as { data: { mailing: { id: string; recipients: number } } }[];
    expect(one!.data.mailing.recipients).toBeGreaterThanOrEqual(8);
    expect(two!.data.mailing.recipients).toBe(one!.data.mailing.recipients + 12);
    // The same round trips for 12 more (both send their first five after the answer; the rest go with the hourly job).
    expect(second.d1).toBe(first.d1);
    // No row carries a rendered mail: the queue holds the member and the message.
    for (const { id, recipients } of [one!.data.mailing, two!.data.mailing]) {
      forget(id);
      const rows = await env.DB.prepare("SELECT message, mailing_id, user_id, state FROM mail_queue WHERE dedupe_key LIKE ?").bind(`mailing:${id}:%`).all();
      expect(rows.results).toHaveLength(recipients);
      expect(rows.results.every((row) => row.message === null && row.mailing_id === id && typeof row.user_id === "string")).toBe(true);
      expect(rows.results.filter((row) => row.state === "sent")).toHaveLength(5);
    }
  });

  it("does not send an announcement to a member who turned announcements off after it was queued, and counts it", { timeout: 30_000 }, async () => {
    const budget = { MAIL_DAILY_BUDGET: "20" }; // an announcement: 3 a day
    const clock = useTestClock();
    const start = Math.ceil(clock.now() / DAY_MS) * DAY_MS + 40 * DAY_MS;
    clock.set(start + 9 * HOUR_MS);
    const [writer, ...readers] = await Promise.all([registerOfficer(), ...Array.from({ length: 8 }, () => registerMember())]);
    const sent = await callWithEnv(budget, "POST", "/api/mailings", { body: draft({ subject: "Spring trip" }), cookie: writer!.cookie });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const id = sent.body.data.mailing.id as string;
    forget(id);
    // Members are queued by id (random): some of these eight are in the parts spread over the next days.
    const rows = await env.DB.prepare("SELECT user_id, next_attempt_at FROM mail_queue WHERE dedupe_key LIKE ? AND state = 'queued' AND next_attempt_at >= ?")
      .bind(`mailing:${id}:%`, start + DAY_MS)
      .all<{ user_id: string; next_attempt_at: number }>();
    const dueDay = (who: { id: string }) => rows.results.find((row) => row.user_id === who.id)?.next_attempt_at;
    const later = readers.filter((who) => dueDay(who) !== undefined).sort((a, b) => dueDay(a)! - dueDay(b)!);
    expect(later.length).toBeGreaterThanOrEqual(2);
    const [staying, leaving] = [later[0]!, later.at(-1)!];
    await call("PUT", "/api/me/notifications", { cookie: leaving.cookie, body: { announcements: false } });

    const spring = async (who: { email: string }) => (await mailsTo(who.email)).filter((mail) => mail.subject.startsWith("Spring trip"));
    // The daily clean-up prunes the outbox after a week: each day's mails are read the day they go.
    for (let day = 1; day <= Math.ceil(sent.body.data.plan.recipients / 3); day += 1) {
      clock.set(start + day * DAY_MS + 17 * 60_000);
      await runCron({ daily: false, env: budget });
      expect(await spring(leaving), `day ${day}`).toEqual([]);
      if (start + day * DAY_MS !== dueDay(staying)) continue;
      const [mail] = await spring(staying);
      expect(mail?.html).toContain("<strong>Thursday</strong>");
      expect(mail?.text).toContain("You get this as a member of");
      expect(mail?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    }
    const listed = (await call("GET", "/api/mailings", { cookie: writer!.cookie })).body.data.find((m: { id: string }) => m.id === id);
    expect(listed).toMatchObject({ skipped: 1, waiting: 0, failed: 0, sent: sent.body.data.plan.recipients - 1 });
  });

  it("plans around the mail already promised to each day, and the mails go on the days it says", { timeout: 30_000 }, async () => {
    const budget = { MAIL_DAILY_BUDGET: "20" }; // event share 6 a day, an announcement's part 3
    const clock = useTestClock();
    const start = Math.ceil(clock.now() / DAY_MS) * DAY_MS + 100 * DAY_MS;
    clock.set(start + 9 * HOUR_MS);
    const [writer] = await Promise.all([registerOfficer(), ...Array.from({ length: 8 }, () => registerMember())]);
    // Already queued: today 5 reminders (overdue since 08:00) and 3 confirmations (which go after announcements);
    // tomorrow 2 mails of an earlier announcement; the day after, 4 change mails.
    const tag = `promised-${crypto.randomUUID()}`;
    const fixtures = [
      ...Array.from({ length: 5 }, () => ({ priority: 20, due: start + 8 * HOUR_MS })),
      ...Array.from({ length: 3 }, () => ({ priority: 30, due: start + 8 * HOUR_MS })),
      ...Array.from({ length: 2 }, () => ({ priority: 25, due: start + DAY_MS })),
      ...Array.from({ length: 4 }, () => ({ priority: 10, due: start + 2 * DAY_MS })),
    ];
    onTestFinished(async () => {
      await env.DB.prepare("DELETE FROM mail_queue WHERE dedupe_key LIKE ?").bind(`${tag}:%`).run();
    });
    await env.DB.batch(
      fixtures.map(({ priority, due }, i) =>
        env.DB.prepare(
          "INSERT INTO mail_queue (dedupe_key, kind, share, priority, to_address, message, next_attempt_at, created_at) VALUES (?, 'event', 'event', ?, ?, ?, ?, ?)",
        ).bind(`${tag}:${i}`, priority, `${tag}-${i}@example.edu`, JSON.stringify({ subject: "Queued before", text: "x", html: "<p>x</p>" }), due, start),
      ),
    );
    const planned = await callWithEnv(budget, "GET", "/api/mailings/plan?audience=members", { cookie: writer!.cookie });
    const plan = planned.body.data as MailingPlan;
    // An announcement is routine (decision 127): it goes only while the day's event mail is within the first 3 of 6.
    // Today the 5 reminders pass that: none; tomorrow the earlier announcement leaves 1 of the part of 3; the day
    // after, the 4 changes pass it again: none; then 3 a day.
    const expected = [0, 1, 0];
    for (let left = plan.recipients - 1; left > 0; left -= 3) expected.push(Math.min(3, left));
    expect(plan).toMatchObject({ today: 0, later: plan.recipients, perDay: 3, days: expected.length - 1 });
    expect(plan.lastDay).toBe(new Date(start + (expected.length - 1) * DAY_MS).toISOString().slice(0, 10));

    const sent = await callWithEnv(budget, "POST", "/api/mailings", { body: draft({ subject: "Busy week" }), cookie: writer!.cookie });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.data.plan).toEqual(plan);
    const id = sent.body.data.mailing.id as string;
    forget(id);
    // Read from the list: the daily clean-up prunes sent rows after a week, and the list counts what is no longer waiting.
    const sentSoFar = async () =>
      (await callWithEnv(budget, "GET", "/api/mailings", { cookie: writer!.cookie })).body.data.find((m: { id: string }) => m.id === id).sent as number;
    let total = 0;
    for (const [day, count] of expected.entries()) {
      clock.set(start + day * DAY_MS + (day === 0 ? 9 * HOUR_MS + 17 * 60_000 : 17 * 60_000));
      await runCron({ daily: false, env: budget });
      total += count;
      expect(await sentSoFar(), `day ${day}`).toBe(total);
      if (day !== 2) continue;
      // By then the mail promised before has gone too, in its turn — but for the confirmations: routine mail may
      // use only the first half of a day's event share (decision 120), which the announcement's part takes each day.
      const fixtureStates = await env.DB.prepare("SELECT state FROM mail_queue WHERE dedupe_key LIKE ? ORDER BY id").bind(`${tag}:%`).all<{ state: string }>();
      expect(fixtureStates.results.map((row) => row.state)).toEqual(fixtures.map(({ priority }) => (priority === 30 ? "queued" : "sent")));
    }
  });

  it("posts an announcement to the connected chats; a message to an event's people stays out of them", async () => {
    const posts: { url: string; body: { content: string } }[] = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (!url.startsWith("https://discord.com/")) return realFetch(input, init);
      posts.push({ url, body: JSON.parse(String(init?.body)) as { content: string } });
      return new Response(null, { status: 204 });
    });
    // Connecting posts a hello first (issue 35): the announcement's post is counted after it.
    expect((await call("POST", "/api/chat-channels", { cookie: officer.cookie, body: { kind: "discord", target: DISCORD } })).status).toBe(201);
    posts.length = 0;
    const sent = await call("POST", "/api/mailings", { body: draft({ subject: "Dues are open", body: "Pay at the *table*." }), cookie: officer.cookie });
    expect(sent.status).toBe(201);
    forget(sent.body.data.mailing.id);
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
    const sent = await call("POST", "/api/mailings", { body: draft({ subject: "Welcome back" }), cookie: officer.cookie });
    expect(sent.status).toBe(201);
    forget(sent.body.data.mailing.id);
    // The request sends the first five; the hourly job the rest (none held back: no budget here).
    while ((await mailsTo(reader.email)).length === 0) {
      expect((await queueOf(sent.body.data.mailing.id)).results.some((row) => row.state === "queued")).toBe(true);
      await runCron({ daily: false });
    }
    const [mail] = await mailsTo(reader.email);
    const link = /<(.+)>/.exec(mail!.headers["List-Unsubscribe"]!)![1]!;
    const unsubscribed = await call("POST", new URL(link).pathname + new URL(link).search);
    expect(unsubscribed.body.data).toEqual({ topic: "announcements" });
    expect((await call("GET", "/api/me/notifications", { cookie: reader.cookie })).body.data.announcements).toBe(false);
  });
});
