import { describe, expect, it } from "vitest";
import { callWithEnv, expectError, type ApiResult } from "./support/api";
import { useTestClock } from "./support/clock";
import { createEvent, DAY_MS, HOUR_MS, registerOfficer, rsvp, unrsvp } from "./support/events";
import { newIdentity, registerMember, type Member } from "./support/members";
import { codeFrom, lastMail, mailsTo } from "./support/outbox";

/**
 * Mail that members can set off must never starve the mail that accounts
 * need (docs/decisions/050-mail-shares.md): RSVP changes are throttled per
 * member and event, a member is told of a place at most once per event and
 * day, and event mail has its own share of the daily budget.
 */

const RSVP_CHANGES_PER_HOUR = 10;
/** The production budget, counted as a real transport would count it (the tests' outbox is otherwise unlimited). */
const BUDGET = { MAIL_DAILY_BUDGET: "95" };

/** Each budget test on a day of its own, so the budget's counters of other tests never meet it. */
function onDayAhead(days: number) {
  const clock = useTestClock();
  clock.advance(days * DAY_MS);
  return clock;
}

const placeMails = async (member: Member) => (await mailsTo(member.email)).filter((mail) => mail.subject.startsWith("You have a place"));

/** A full event (one place): `first` going, `second` on the waitlist. */
async function fullEvent() {
  const officer = await registerOfficer();
  const event = await createEvent(officer.cookie, { capacity: 1 });
  const first = await registerMember();
  const second = await registerMember();
  expect((await rsvp(event.id, first.cookie)).body.data.status).toBe("going");
  expect((await rsvp(event.id, second.cookie)).body.data.status).toBe("waitlist");
  return { event, first, second };
}

const toggle = (eventId: string, member: Member, going: boolean) =>
  callWithEnv(BUDGET, going ? "PUT" : "DELETE", `/api/events/${eventId}/rsvp`, { cookie: member.cookie });

describe("RSVP changes per member and event", () => {
  it(`allows ${RSVP_CHANGES_PER_HOUR} an hour, then answers 429 RATE_LIMITED with Retry-After and changes nothing`, async () => {
    const clock = useTestClock();
    const officer = await registerOfficer();
    const event = await createEvent(officer.cookie, { capacity: 5 });
    const member = await registerMember();
    for (let i = 0; i < RSVP_CHANGES_PER_HOUR; i += 1) {
      const result = i % 2 === 0 ? await rsvp(event.id, member.cookie) : await unrsvp(event.id, member.cookie);
      expect(result.status, JSON.stringify(result.body)).toBe(200);
    }
    // The member has no RSVP now (the tenth change cancelled it); the next change is refused and not made.
    const refused = await rsvp(event.id, member.cookie);
    expectError(refused, 429, "RATE_LIMITED");
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(HOUR_MS / 1000);
    expect(refused.body.error.errMsg).toMatch(/changed your RSVP for this event many times/);
    expectError(await unrsvp(event.id, member.cookie), 429, "RATE_LIMITED");

    // Other events and other members are not affected.
    const other = await createEvent(officer.cookie);
    expect((await rsvp(other.id, member.cookie)).status).toBe(200);
    expect((await rsvp(event.id, (await registerMember()).cookie)).status).toBe(200);

    // Once the hour is over, the member can change it again.
    clock.advance(retryAfter * 1000);
    expect((await rsvp(event.id, member.cookie)).body.data.status).toBe("going");
  });
});

describe('"You have a place" mails', () => {
  it("reach a member at most once per event and day, however often they move up", async () => {
    const clock = useTestClock();
    const { event, first, second } = await fullEvent();
    // first cancels: second moves up and is told. first comes back (waitlist), second cancels and comes back, first cancels…
    for (let round = 0; round < 2; round += 1) {
      expect((await unrsvp(event.id, first.cookie)).status).toBe(200);
      expect((await rsvp(event.id, first.cookie)).body.data.status).toBe("waitlist");
      expect((await unrsvp(event.id, second.cookie)).status).toBe(200);
      expect((await rsvp(event.id, second.cookie)).body.data.status).toBe("waitlist");
    }
    // Each moved up twice, and was told once.
    expect(await placeMails(second)).toHaveLength(1);
    expect(await placeMails(first)).toHaveLength(1);

    // A day later, a new place is news again.
    clock.advance(DAY_MS);
    expect((await unrsvp(event.id, first.cookie)).status).toBe(200);
    expect(await placeMails(second)).toHaveLength(2);
  });
});

describe("two members churning an RSVP on a full event", () => {
  it("are throttled, send one place mail each, and a sign-up still gets its code", { timeout: 180_000 }, async () => {
    onDayAhead(13);
    const { event, first, second } = await fullEvent();
    const TOGGLES_EACH = 150;
    const results: ApiResult[] = [];
    // Each round: first cancels (second moves up) and comes back on the waitlist; then second does the same.
    // `going`: whether the member holds an RSVP (a place or the waitlist).
    const going = new Map([
      [first, true],
      [second, true],
    ]);
    for (let round = 0; round < TOGGLES_EACH / 2; round += 1) {
      for (const member of [first, second]) {
        for (let twice = 0; twice < 2; twice += 1) {
          const result = await toggle(event.id, member, !going.get(member));
          if (result.status === 200) going.set(member, result.body.data.status !== null);
          results.push(result);
        }
      }
    }
    const changed = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 429);
    expect(results).toHaveLength(2 * TOGGLES_EACH);
    // Each member's first RSVP (filling the event) was one of their changes.
    const allowedEach = RSVP_CHANGES_PER_HOUR - 1;
    expect(changed).toHaveLength(2 * allowedEach);
    expect(refused).toHaveLength(2 * (TOGGLES_EACH - allowedEach));
    for (const r of refused) {
      expectError(r, 429, "RATE_LIMITED");
      expect(Number(r.headers.get("Retry-After"))).toBeGreaterThan(0);
    }
    // Both moved up more than once; each was told once.
    const mails = [...(await placeMails(first)), ...(await placeMails(second))];
    expect(mails).toHaveLength(2);

    // The budget's account share is untouched: a sign-up gets its code.
    const identity = newIdentity("after_churn");
    const signUp = await callWithEnv(BUDGET, "POST", "/api/auth/signup", { body: identity });
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(200);
    expect(codeFrom(await lastMail(identity.email))).toMatch(/^\d{6}$/);
    console.info(
      `RSVP churn: ${results.length} toggles by two members, ${changed.length} changed, ${refused.length} refused (429), ` +
        `${mails.length} place mails sent; the sign-up after it got its code`,
    );
  });
});
