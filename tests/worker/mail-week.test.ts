import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { callWithEnv } from "./support/api";
import { useTestClock } from "./support/clock";
import { runCron } from "./support/cron";
import { createEvent, DAY_MS, HOUR_MS, registerOfficer } from "./support/events";
import { newIdentity, registerMember, type Member } from "./support/members";
import { pushEnv, subscribeLocally, turnPushOnInDb } from "./support/push";

/**
 * A typical week of a 300-member chapter's mail through the queue, hour by
 * hour (docs/decisions/081-mail-queue.md and 085-messages-to-members.md,
 * "Measured"): four events with 40 going each (RSVPs two days ahead), one
 * change of place, the day-before reminders, one announcement to all 300
 * members, and five sign-ups a day, against a daily budget — Resend's free
 * tier (95) and a mailbox over SMTP (250). It prints what went out each day
 * and what the queue held back, and checks the rules: no day's event mail
 * passes its share, sign-up codes never wait, nothing is sent twice.
 * With `push`, half the members (every second one going, and half the rest)
 * take every topic by push on a device subscribed at the local push service
 * (tests/push/global-setup.ts), and the minute trigger hands pushes over:
 * it prints, for each change notice, day-before reminder and the
 * announcement, how many of its members it reached on time, by push or by
 * mail (decision 127). Its own database (worker-own-db): the queue must hold
 * this week's mail only.
 */

const GOING = 40;
/** The chapter's members: those going, and the rest (made directly: they only receive the announcement). */
const MEMBERS = 300;
const SIGNUPS_PER_DAY = 5;

type Row = { dedupe_key: string; kind: string; state: string; created_at: number; sent_at: number | null; to_address: string };

/** What kind of mail a row is, by its dedupe key (services/event-notices.ts) or kind. */
function typeOf(row: Row): string {
  if (row.kind !== "event") return row.kind;
  if (row.dedupe_key.startsWith("change:")) return "change";
  if (row.dedupe_key.startsWith("mailing:")) return "announcement";
  if (row.dedupe_key.startsWith("reminder:")) return "reminder";
  if (row.dedupe_key.startsWith("rsvp-confirmed:")) return "confirmation";
  return "other event mail";
}

/** Whom a notice reached by its deadline: by push, by mail, late (either, after it), or not at all. */
type Reach = { members: number; byPush: number; byMail: number; late: number; never: number };

async function simulateWeek(budget: string, { push = false } = {}) {
  const BUDGET = { MAIL_DAILY_BUDGET: budget, ...(push ? pushEnv : {}) };
  const clock = useTestClock();
  // From the next UTC midnight, so the week's days are the budget's days; each simulation its own week.
  const week = Number(budget === "250") + 2 * Number(push);
  const start = Math.ceil(clock.now() / DAY_MS) * DAY_MS + 7 * DAY_MS * week;
  clock.set(start);
  await env.DB.batch([env.DB.prepare("DELETE FROM mail_queue"), env.DB.prepare("DELETE FROM push_queue"), env.DB.prepare("DELETE FROM push_subscriptions")]);
  // The other week's accounts leave the chapter (a recruiter's account is no member): each week's announcement reaches its own 300.
  await env.DB.prepare("UPDATE users SET roles = 'sponsor'").run();
  const officer = await registerOfficer();
  const at = (day: number, hour: number) => new Date(Math.floor((start + day * DAY_MS + hour * HOUR_MS) / 1000) * 1000).toISOString();
  // Four events at 18:00 UTC on days 2, 3, 5 and 6; their RSVPs come in over the afternoon two days before.
  const eventDays = [2, 3, 5, 6];
  const events = [];
  for (const day of eventDays) events.push(await createEvent(officer.cookie, { startsAt: at(day, 18), endsAt: at(day, 20), capacity: 60 }));
  const members: Member[] = [];
  for (let i = 0; i < GOING; i += 1) members.push(await registerMember());
  const others = Array.from({ length: MEMBERS - GOING - 1 }, (_, i) => ({ id: crypto.randomUUID(), name: `week-${week}-${i}` }));
  await env.DB.batch(
    others.map(({ id, name }) =>
      env.DB.prepare("INSERT INTO users (id, username, email, password_hash, roles, time_added, time_updated) VALUES (?, ?, ?, 'x', 'member', ?, ?)").bind(
        id,
        name,
        `${name}@example.edu`,
        start,
        start,
      ),
    ),
  );
  if (push) {
    // Every second member: 20 of those going, 129 of the rest, each with a device the local push service holds.
    const choices = await callWithEnv(BUDGET, "GET", "/api/me/push", { cookie: officer.cookie });
    expect(choices.status).toBe(200);
    const onPush = [...members.map((member) => member.id), ...others.map((other) => other.id)].filter((_, i) => i % 2 === 0);
    for (const id of onPush) await turnPushOnInDb(id, start, await subscribeLocally(choices.body.data.publicKey));
  }
  let announcedAt = 0;
  let announcedTo: string[] = [];

  for (let hour = 0; hour < 7 * 24; hour += 1) {
    clock.set(start + hour * HOUR_MS + 5 * 60_000);
    const day = Math.floor(hour / 24);
    const hourOfDay = hour % 24;
    // RSVPs: 5 an hour from 10:00 to 17:00, two days before each event.
    for (const [index, eventDay] of eventDays.entries()) {
      if (eventDay - 2 !== day || hourOfDay < 10 || hourOfDay >= 18) continue;
      for (const member of members.slice((hourOfDay - 10) * 5, (hourOfDay - 9) * 5)) {
        const result = await callWithEnv(BUDGET, "PUT", `/api/events/${events[index]!.id}/rsvp`, { cookie: member.cookie });
        expect(result.status).toBe(200);
      }
    }
    // Sign-ups: five a day, at noon; their codes must go out at once.
    if (hourOfDay === 12) {
      for (let i = 0; i < SIGNUPS_PER_DAY; i += 1) {
        expect((await callWithEnv(BUDGET, "POST", "/api/auth/signup", { body: newIdentity("week") })).status).toBe(200);
      }
    }
    // One change: the third event moves to another room on day 4 at 09:00.
    if (day === 4 && hourOfDay === 9) {
      const moved = await callWithEnv(BUDGET, "PATCH", `/api/events/${events[2]!.id}`, { body: { location: "Keller Hall 3-210" }, cookie: officer.cookie });
      expect(moved.status).toBe(200);
    }
    // One announcement to every member, on day 1 at 10:00.
    if (day === 1 && hourOfDay === 10) {
      const body = { audience: "members", subject: "Elections next week", body: "Vote for the new board on **Thursday**." };
      const sent = await callWithEnv(BUDGET, "POST", "/api/mailings", { body, cookie: officer.cookie });
      expect(sent.status).toBe(201);
      console.log(`\nThe announcement at MAIL_DAILY_BUDGET=${budget}${push ? ", half the members on push" : ""}: ${sent.body.message}`);
      announcedAt = clock.now();
      const { results: chapter } = await env.DB.prepare("SELECT id FROM users WHERE ',' || roles || ',' LIKE '%,member,%'").all<{ id: string }>();
      announcedTo = chapter.map((member) => member.id);
    }
    clock.set(start + hour * HOUR_MS + 17 * 60_000);
    await runCron({ daily: false, env: BUDGET });
    // The minute trigger, while pushes are due (an idle minute's run costs nothing, so the simulation skips those).
    for (let minute = 18; push && minute < 60; minute += 1) {
      clock.set(start + hour * HOUR_MS + minute * 60_000);
      const due = await env.DB.prepare("SELECT COUNT(*) AS n FROM push_queue WHERE state = 'queued' AND next_attempt_at <= ?")
        .bind(clock.now())
        .first<{ n: number }>();
      if (!due?.n) break;
      await runCron({ daily: false, env: BUDGET, cron: "* * * * *" });
    }
  }

  const { results } = await env.DB.prepare("SELECT dedupe_key, kind, state, created_at, sent_at, to_address FROM mail_queue").all<Row>();
  const days = Array.from({ length: 7 }, () => ({ account: 0, event: 0 }));
  const byType = new Map<string, { queued: number; sent: number; expired: number; waiting: number; maxWaitH: number }>();
  for (const row of results) {
    const type = typeOf(row);
    const entry = byType.get(type) ?? { queued: 0, sent: 0, expired: 0, waiting: 0, maxWaitH: 0 };
    entry.queued += 1;
    if (row.state === "sent" && row.sent_at !== null) {
      entry.sent += 1;
      entry.maxWaitH = Math.max(entry.maxWaitH, Math.round((row.sent_at - row.created_at) / HOUR_MS));
      const day = Math.floor((row.sent_at - start) / DAY_MS);
      if (day >= 0 && day < 7) days[day]![row.kind === "event" ? "event" : "account"] += 1;
    } else if (row.state === "expired") entry.expired += 1;
    else entry.waiting += 1;
    byType.set(type, entry);
  }
  console.log(`\nA week at MAIL_DAILY_BUDGET=${budget}: sent per UTC day (account, event):`, days.map((d) => `${d.account}+${d.event}`).join(", "));
  // Whether a digest would help (decision 120): how many members got more than one event mail on one UTC day.
  const perMemberDay = new Map<string, number>();
  for (const row of results) {
    if (row.kind !== "event" || row.state !== "sent" || row.sent_at === null) continue;
    const key = `${row.to_address} ${Math.floor(row.sent_at / DAY_MS)}`;
    perMemberDay.set(key, (perMemberDay.get(key) ?? 0) + 1);
  }
  const counts = [...perMemberDay.values()];
  const several = counts.filter((n) => n > 1);
  console.log(
    `  member-days with event mail: ${counts.length}; with 2 or more: ${several.length} (${several.reduce((sum, n) => sum + n, 0)} mails; a digest would save ${several.reduce((sum, n) => sum + n - 1, 0)}); most in one day: ${Math.max(0, ...counts)}`,
  );
  for (const [type, entry] of byType) console.log(`  ${type}: ${JSON.stringify(entry)}`);

  // Reach: each notice's members, and whether a push or a mail got to them by its deadline.
  const { results: userRows } = await env.DB.prepare("SELECT id, email FROM users").all<{ id: string; email: string }>();
  const idOf = new Map(userRows.map((user) => [user.email, user.id]));
  const { results: pushRows } = await env.DB.prepare(
    "SELECT q.dedupe_key, q.state, q.sent_at, s.user_id FROM push_queue q JOIN push_subscriptions s ON s.id = q.subscription_id",
  ).all<{ dedupe_key: string; state: string; sent_at: number | null; user_id: string }>();
  /** When each (notice, member) was first reached, by `push` or `mail`. */
  const reached = new Map<string, { push?: number; mail?: number }>();
  const note = (notice: string, userId: string | undefined, channel: "push" | "mail", at: number | null) => {
    if (!userId || at === null) return;
    const entry = reached.get(`${notice} ${userId}`) ?? {};
    entry[channel] = Math.min(entry[channel] ?? at, at);
    reached.set(`${notice} ${userId}`, entry);
  };
  for (const row of results) {
    if (row.state !== "sent") continue;
    const [kind, id] = row.dedupe_key.split(":");
    if (kind === "change" || kind === "reminder" || kind === "mailing") note(`${kind}:${id}`, idOf.get(row.to_address), "mail", row.sent_at);
  }
  for (const row of pushRows) {
    if (row.state !== "sent") continue;
    const [kind, id] = row.dedupe_key.split(":");
    note(`${kind}:${id}`, row.user_id, "push", row.sent_at);
  }
  const { results: rsvps } = await env.DB.prepare("SELECT event_id, user_id FROM event_rsvps WHERE status = 'going'").all<{
    event_id: string;
    user_id: string;
  }>();
  const going = (eventId: string) => rsvps.filter((rsvp) => rsvp.event_id === eventId).map((rsvp) => rsvp.user_id);
  const { results: mailings } = await env.DB.prepare("SELECT id FROM mailings WHERE created_at = ?").bind(announcedAt).all<{ id: string }>();
  const reach = (notices: readonly { key: string; members: readonly string[]; deadline: number }[]): Reach => {
    const total: Reach = { members: 0, byPush: 0, byMail: 0, late: 0, never: 0 };
    for (const { key, members: who, deadline } of notices) {
      for (const userId of who) {
        total.members += 1;
        const { push: pushedAt, mail: mailedAt } = reached.get(`${key} ${userId}`) ?? {};
        if (pushedAt !== undefined && pushedAt <= deadline) total.byPush += 1;
        else if (mailedAt !== undefined && mailedAt <= deadline) total.byMail += 1;
        else if (pushedAt !== undefined || mailedAt !== undefined) total.late += 1;
        else total.never += 1;
      }
    }
    return total;
  };
  const startOf = (event: { startsAt: string }) => Date.parse(event.startsAt);
  const reaches = {
    change: reach([{ key: `change:${events[2]!.id}`, members: going(events[2]!.id), deadline: startOf(events[2]!) }]),
    reminder: reach(events.map((event) => ({ key: `reminder:${event.id}`, members: going(event.id), deadline: startOf(event) }))),
    announcement: reach(mailings.map((mailing) => ({ key: `mailing:${mailing.id}`, members: announcedTo, deadline: announcedAt + DAY_MS }))),
  };
  for (const [type, entry] of Object.entries(reaches)) console.log(`  reached on time, ${type}: ${JSON.stringify(entry)}`);
  return { days, byType, reaches };
}

describe("a typical week of mail", () => {
  it("on Resend's free tier (95 a day): event mail stays within its share of 28 a day and sign-up codes never wait", { timeout: 600_000 }, async () => {
    const { days, byType } = await simulateWeek("95");
    for (const day of days) expect(day.event).toBeLessThanOrEqual(28);
    expect(byType.get("announcement")?.expired).toBe(0);
    expect(byType.get("signup")).toMatchObject({ queued: 7 * SIGNUPS_PER_DAY, sent: 7 * SIGNUPS_PER_DAY, maxWaitH: 0 });
  });

  it("on a mailbox over SMTP (250 a day): every change and sign-up goes out, the announcement a day's part at a time", { timeout: 600_000 }, async () => {
    const { days, byType } = await simulateWeek("250");
    for (const day of days) expect(day.event).toBeLessThanOrEqual(75);
    // The week's event mail and the announcement (660 mails) do not fit in 7 × 75: the announcement takes
    // its 37 a day and never expires; what gives is a few reminders and confirmations of the busiest days.
    for (const type of ["change", "signup"]) expect(byType.get(type), type).toMatchObject({ expired: 0, waiting: 0 });
    expect(byType.get("announcement")?.expired).toBe(0);
    expect(byType.get("announcement")?.sent).toBeGreaterThanOrEqual(4 * 37);
  });

  // Issue 34's figures: the same week with half the members on push (decision 127).
  it("on Resend's free tier with half the members on push: every change notice and day-before reminder on time, the announcement to every member on push at once", {
    timeout: 600_000,
  }, async () => {
    const { days, reaches } = await simulateWeek("95", { push: true });
    for (const day of days) expect(day.event).toBeLessThanOrEqual(28);
    expect(reaches.change).toMatchObject({ members: 40, late: 0, never: 0, byPush: 20, byMail: 20 });
    expect(reaches.reminder).toMatchObject({ members: 160, late: 0, never: 0, byPush: 80, byMail: 80 });
    // 150 mails cannot go in a day of 95: the members on push have it within the hour, the rest at the announcements' pace.
    expect(reaches.announcement.byPush).toBe(150);
  });

  it("on a mailbox over SMTP with half the members on push: every change notice and day-before reminder on time", { timeout: 600_000 }, async () => {
    const { reaches } = await simulateWeek("250", { push: true });
    expect(reaches.change).toMatchObject({ members: 40, late: 0, never: 0, byPush: 20, byMail: 20 });
    expect(reaches.reminder).toMatchObject({ members: 160, late: 0, never: 0, byPush: 80, byMail: 80 });
    expect(reaches.announcement.byPush).toBe(150);
  });
});
