import { dayAt } from "../../src/shared/time/days";
import { site } from "../../src/site.config";
import { beforeAll, describe, expect, it } from "vitest";
import { formatUtcInstant } from "../../src/shared/time/utc-instant";
import { call, expectError } from "./support/api";
import { useTestClock } from "./support/clock";
import { runCron } from "./support/cron";
import { createEvent, DAY_MS, HOUR_MS, registerOfficer, rsvp } from "./support/events";
import { type Member, registerMember } from "./support/members";
import { mailsTo } from "./support/outbox";
import { manualCheckIn } from "./support/points";

/**
 * /api/events/{id}/feedback (issue 21, decision 085): members who checked in
 * rate an event 1–5 after it ends, once (a second answer replaces the first),
 * until two weeks later; officers see count, average and comments without
 * names; the next reminder asks those who have not rated.
 */

const iso = (ms: number) => formatUtcInstant(Math.floor(ms / 1000) * 1000);

let officer: Member;
beforeAll(async () => {
  officer = await registerOfficer();
});

/** An event that ended an hour ago, with these members checked in. */
async function endedEvent(...came: Member[]) {
  const event = await createEvent(officer.cookie, { startsAt: iso(Date.now() - 3 * HOUR_MS), endsAt: iso(Date.now() - HOUR_MS) });
  for (const member of came) expect((await manualCheckIn(event.id, officer.cookie, member.username)).status).toBe(201);
  return event;
}

const rate = (eventId: string, cookie: string, body: Record<string, unknown>) => call("PUT", `/api/events/${eventId}/feedback`, { cookie, body });

describe("feedback after an event", () => {
  it("is for signed-in members (401 anonymous); the results for officers only (403 members)", async () => {
    const member = await registerMember();
    const event = await endedEvent(member);
    expectError(await call("GET", `/api/events/${event.id}/feedback/mine`), 401, "UNAUTHENTICATED");
    expectError(await call("PUT", `/api/events/${event.id}/feedback`, { body: { rating: 4 } }), 401, "UNAUTHENTICATED");
    expectError(await call("GET", `/api/events/${event.id}/feedback`), 401, "UNAUTHENTICATED");
    expectError(await call("GET", `/api/events/${event.id}/feedback`, { cookie: member.cookie }), 403, "FORBIDDEN");
    expectError(await call("GET", "/api/events/no-such-event/feedback", { cookie: officer.cookie }), 404, "NOT_FOUND");
  });

  it("says at the field what is wrong", async () => {
    const member = await registerMember();
    const event = await endedEvent(member);
    const six = await rate(event.id, member.cookie, { rating: 6 });
    expectError(six, 400, "VALIDATION_ERROR");
    expect(six.body.error.fields.rating).toBe("Choose a rating from 1 to 5.");
    expect((await rate(event.id, member.cookie, {})).body.error.fields.rating).toBe("Choose a rating from 1 to 5.");
    expect((await rate(event.id, member.cookie, { rating: 3, comment: "x".repeat(1001) })).body.error.fields.comment).toMatch(/at most 1,000/);
    expectError(await rate(event.id, member.cookie, { rating: 3, name: "me" }), 400, "VALIDATION_ERROR");
  });

  it("takes one answer per member who came, after the end; a second replaces it; officers see it without names", async () => {
    const [first, second, third, absent] = await Promise.all([registerMember(), registerMember(), registerMember(), registerMember()]);
    const event = await endedEvent(first, second, third);
    expect((await call("GET", `/api/events/${event.id}/feedback/mine`, { cookie: first.cookie })).body.data).toMatchObject({ open: true, rating: null });
    expect((await call("GET", `/api/events/${event.id}/feedback/mine`, { cookie: absent.cookie })).body.data).toMatchObject({ open: false });
    expectError(await rate(event.id, absent.cookie, { rating: 5 }), 403, "FORBIDDEN");

    expect((await rate(event.id, first.cookie, { rating: 2, comment: "Too loud" })).status).toBe(200);
    const changed = await rate(event.id, first.cookie, { rating: 4, comment: "  The talk was great.  " });
    expect(changed.body).toMatchObject({ data: { open: true, rating: 4, comment: "The talk was great." }, message: "Thanks for your feedback." });
    expect((await rate(event.id, second.cookie, { rating: 5 })).status).toBe(200);

    // Two answers: the comment is held back, as it would be easy to put a name to (decision 124).
    const early = await call("GET", `/api/events/${event.id}/feedback`, { cookie: officer.cookie });
    expect(early.body.data).toMatchObject({ count: 2, average: 4.5, counts: [0, 0, 0, 1, 1], comments: [], commentsHeldBack: 1 });
    expect(JSON.stringify(early.body)).not.toContain("The talk was great.");

    expect((await rate(event.id, third.cookie, { rating: 3, comment: "A bit long" })).status).toBe(200);
    const summary = await call("GET", `/api/events/${event.id}/feedback`, { cookie: officer.cookie });
    expect(summary.body.data).toMatchObject({ count: 3, average: 4, counts: [0, 0, 1, 1, 1], commentsHeldBack: 0 });
    // The day (the chapter's), not the millisecond; within a day in the order of the words, not of writing.
    const today = dayAt(Date.now(), site.timeZone);
    expect(summary.body.data.comments).toEqual([
      { rating: 3, comment: "A bit long", day: today },
      { rating: 4, comment: "The talk was great.", day: today },
    ]);
    expect(JSON.stringify(summary.body)).not.toContain(first.id);
    expect(JSON.stringify(summary.body)).not.toMatch(/"at":/);
  });

  it("opens when the event ends and closes two weeks later", async () => {
    const member = await registerMember();
    const upcoming = await createEvent(officer.cookie, { startsAt: iso(Date.now() - HOUR_MS), endsAt: iso(Date.now() + HOUR_MS) });
    expect((await manualCheckIn(upcoming.id, officer.cookie, member.username)).status).toBe(201);
    const early = await rate(upcoming.id, member.cookie, { rating: 5 });
    expectError(early, 409, "FEEDBACK_CLOSED");
    expect(early.body.error.errMsg).toBe("You can rate the event once it has ended.");

    const clock = useTestClock();
    clock.advance(2 * HOUR_MS);
    expect((await rate(upcoming.id, member.cookie, { rating: 5 })).status).toBe(200);
    clock.advance(14 * DAY_MS);
    const late = await rate(upcoming.id, member.cookie, { rating: 1 });
    expectError(late, 409, "FEEDBACK_CLOSED");
    expect(late.body.error.errMsg).toMatch(/^Feedback for this event closed on /);
  });

  it("the next reminder asks a member who came and has not rated; never a mail of its own", async () => {
    const member = await registerMember();
    const past = await endedEvent(member);
    const next = await createEvent(officer.cookie, { startsAt: iso(Date.now() + 30 * HOUR_MS), endsAt: iso(Date.now() + 32 * HOUR_MS) });
    expect((await rsvp(next.id, member.cookie)).status).toBe(200);
    expect((await mailsTo(member.email)).filter((mail) => mail.text.includes(`How was ${past.title}?`))).toEqual([]);

    const clock = useTestClock();
    clock.advance(7 * HOUR_MS);
    await runCron({ daily: false });
    const [reminder] = (await mailsTo(member.email)).filter((mail) => mail.subject.startsWith(`Reminder: ${next.title}`));
    expect(reminder?.text).toContain(`How was ${past.title}? Rate it in a click on its page: `);
    expect(reminder?.text).toMatch(new RegExp(`Rate it in a click on its page: https?://\\S+/events/${past.slug}\\n`));
  });
});
