import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { EVENT_RESERVED_SHARE, limitFor, shareSizes } from "../../worker/email/budget";
import { MEMBER_ROUTINE_MAILS_PER_DAY } from "../../worker/features/events/services/event-notices";
import { call, callWithEnv } from "./support/api";
import { useTestClock } from "./support/clock";
import { runCron } from "./support/cron";
import { createEvent, DAY_MS, registerOfficer, rsvp, unrsvp, utcFromNow } from "./support/events";
import { mailsTo } from "./support/outbox";
import { registerMember, type Member } from "./support/members";

/**
 * Mail spent on what only mail can do (issue 34, decision 120): the mails
 * members set off by using the site — confirmations, removals, places — may
 * not use the part of the event share kept for changes and reminders; one
 * confirmation and one removal per member, event and day however often they
 * toggle; and a cap per member and day over every event.
 */

/** Each test on a day of its own, so the budget's counters never meet. */
function onDayAhead(days: number) {
  const clock = useTestClock();
  clock.advance(days * DAY_MS);
  return clock;
}

const subjectsTo = async (member: Member) => (await mailsTo(member.email)).map((mail) => mail.subject);

describe("the event share's reserve", () => {
  it("keeps half of the event share from confirmations, removals and places: 14 of 28 on Resend's 95, 37 of 75 on SMTP's 250", () => {
    expect(EVENT_RESERVED_SHARE).toBe(1 / 2);
    expect(shareSizes(95).event).toBe(28);
    expect([limitFor(95, "event", true), limitFor(95, "event")]).toEqual([14, 28]);
    expect([limitFor(250, "event", true), limitFor(250, "event")]).toEqual([37, 75]);
  });

  it("a busy day of RSVPs spends only the routine part: an officer's change then still mails everyone at once", { timeout: 120_000 }, async () => {
    onDayAhead(11);
    const budget = { MAIL_DAILY_BUDGET: "40" }; // event share 12: 6 for confirmations, 6 kept
    const officer = await registerOfficer();
    const moved = await createEvent(officer.cookie);
    const busy = await createEvent(officer.cookie);
    // Three members going to the event that will move, told without a budget (the local outbox has none).
    const going: Member[] = [];
    for (let i = 0; i < 3; i += 1) {
      const member = await registerMember();
      expect((await rsvp(moved.id, member.cookie)).status).toBe(200);
      going.push(member);
    }
    // Ten members RSVP to another event under the budget: six confirmations go, four wait.
    const crowd: Member[] = [];
    for (let i = 0; i < 10; i += 1) {
      const member = await registerMember();
      expect((await callWithEnv(budget, "PUT", `/api/events/${busy.id}/rsvp`, { cookie: member.cookie })).status).toBe(200);
      crowd.push(member);
    }
    const confirmed = await Promise.all(crowd.map(async (member) => (await subjectsTo(member)).some((subject) => subject.includes("You're going"))));
    expect(confirmed.filter(Boolean)).toHaveLength(6);
    // The change of place goes to all three at once, from the reserve.
    const change = await callWithEnv(budget, "PATCH", `/api/events/${moved.id}`, { body: { location: "Keller Hall 3-210" }, cookie: officer.cookie });
    expect(change.status).toBe(200);
    expect(change.body.meta).toEqual({ mailed: 3, queued: 0 });
    for (const member of going) expect((await subjectsTo(member))[0]).toMatch(/New place: Keller Hall 3-210|Keller Hall 3-210/);
  });
});

describe("a member toggling an RSVP", () => {
  it("gets one confirmation and one removal per event and day, however often they toggle", async () => {
    onDayAhead(13);
    const officer = await registerOfficer();
    const event = await createEvent(officer.cookie);
    const member = await registerMember();
    for (let i = 0; i < 5; i += 1) {
      expect((await rsvp(event.id, member.cookie)).status).toBe(200);
      expect((await unrsvp(event.id, member.cookie)).status).toBe(200);
    }
    const subjects = await subjectsTo(member);
    expect(subjects.filter((subject) => subject.includes("You're going"))).toHaveLength(1);
    expect(subjects.filter((subject) => subject.includes("RSVP cancelled"))).toHaveLength(1);
    expect(subjects).toHaveLength(2);
    const { n } = (await env.DB.prepare("SELECT COUNT(*) AS n FROM mail_queue WHERE to_address = ?").bind(member.email).first<{ n: number }>())!;
    expect(n).toBe(2);

    // The next day, a new RSVP is confirmed again.
    useTestClock().advance(DAY_MS);
    expect((await rsvp(event.id, member.cookie)).status).toBe(200);
    expect((await subjectsTo(member)).filter((subject) => subject.includes("You're going"))).toHaveLength(2);
  });

  it(`gets at most ${MEMBER_ROUTINE_MAILS_PER_DAY} such mails a day over every event; the RSVPs all stand`, async () => {
    onDayAhead(17);
    const officer = await registerOfficer();
    const member = await registerMember();
    const events = [];
    for (let i = 0; i < MEMBER_ROUTINE_MAILS_PER_DAY + 3; i += 1) events.push(await createEvent(officer.cookie));
    for (const event of events) expect((await rsvp(event.id, member.cookie)).body.data.status).toBe("going");
    expect(await subjectsTo(member)).toHaveLength(MEMBER_ROUTINE_MAILS_PER_DAY);
    const mine = await call("GET", "/api/events?mine=true", { cookie: member.cookie });
    expect(mine.body.data.length).toBeGreaterThanOrEqual(events.length);
  });
});

describe("a mail that reached its end", () => {
  it("keeps no readable body in D1 once sent, failed for good or expired: a reset link cannot be read from the queue", async () => {
    const member = await registerMember();
    expect((await call("POST", "/api/auth/forgot-password", { body: { email: member.email } })).status).toBe(200);
    const sent = await env.DB.prepare("SELECT state, message FROM mail_queue WHERE to_address = ? AND kind = 'account'").bind(member.email).all<{
      state: string;
      message: string;
    }>();
    expect(sent.results).toEqual([{ state: "sent", message: "" }]);
    const all = await env.DB.prepare("SELECT message FROM mail_queue WHERE state IN ('sent', 'failed', 'expired') AND message != ''").all();
    expect(all.results).toEqual([]);

    // Expired: a reminder whose moment passed before any run could send it.
    onDayAhead(19);
    const officer = await registerOfficer();
    const event = await createEvent(officer.cookie, { startsAt: utcFromNow(2 * DAY_MS), endsAt: utcFromNow(2 * DAY_MS + 2 * 3_600_000) });
    const waiting = await registerMember();
    const budget = { MAIL_DAILY_BUDGET: "0" };
    expect((await callWithEnv(budget, "PUT", `/api/events/${event.id}/rsvp`, { cookie: waiting.cookie })).status).toBe(200);
    const [queued] = (
      await env.DB.prepare("SELECT id, state, message FROM mail_queue WHERE to_address = ?")
        .bind(waiting.email)
        .all<{ id: number; state: string; message: string }>()
    ).results;
    expect(queued).toMatchObject({ state: "queued" });
    expect(queued!.message).toContain("You're going");
    useTestClock().advance(3 * DAY_MS);
    await runCron({ daily: false, env: budget });
    const after = await env.DB.prepare("SELECT state, message FROM mail_queue WHERE id = ?").bind(queued!.id).first();
    expect(after).toEqual({ state: "expired", message: "" });

    // Failed for good: the transport refused every attempt.
    await env.DB.prepare("UPDATE mail_queue SET state = 'queued', attempts = 5, next_attempt_at = 0, not_after = NULL, message = ? WHERE id = ?")
      .bind(JSON.stringify({ subject: "x", text: "secret link", html: "secret link" }), queued!.id)
      .run();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await runCron({ daily: false, env: { EMAIL_TRANSPORT: "resend", RESEND_API_KEY: "" } });
    errors.mockRestore();
    expect(await env.DB.prepare("SELECT state, message FROM mail_queue WHERE id = ?").bind(queued!.id).first()).toEqual({ state: "failed", message: "" });
  });
});
