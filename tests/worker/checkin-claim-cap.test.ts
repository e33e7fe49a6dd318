import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { CHECKIN_CLAIM_MISSES_PER_EVENT } from "../../worker/features/checkin/services/checkin";
import { throttleKeys } from "../../worker/lib/throttle-keys";
import { call, expectError } from "./support/api";
import { useTestClock } from "./support/clock";
import { createEvent, HOUR_MS, registerOfficer, utcFromNow } from "./support/events";
import { registerMember, type Member } from "./support/members";
import { checkIn, codeAt, displayOf } from "./support/points";

/**
 * Claims are the one check-in call open to anyone, and they say whether a
 * code is right: wrong guesses are capped per event across every network,
 * and a claim checks in one account only.
 */

const MINUTE_MS = 60_000;

let officer: Member;

beforeAll(async () => {
  officer = await registerOfficer();
});

const eventNow = () => createEvent(officer.cookie, { startsAt: utcFromNow(10 * MINUTE_MS), endsAt: utcFromNow(HOUR_MS), points: 10 });

/** A network of its own for each guess: the per-network limit never applies, only the event's cap. */
let networks = 0;
const freshNetwork = () => {
  networks += 1;
  return { "CF-Connecting-IP": `2001:db8:${networks.toString(16)}:7::1` };
};

function claimFor(eventId: string, code: string, headers: Record<string, string> = freshNetwork()) {
  return call("POST", `/api/events/${eventId}/checkin-claim`, { body: { code }, headers });
}

/** A code that is none of the three the server accepts now. */
async function wrongCode(display: { secret: string }) {
  const near = await Promise.all([-1, 0, 1].map((d) => codeAt(display, Date.now(), d)));
  return ["000000", "314159", "271828", "141421"].find((code) => !near.includes(code))!;
}

async function missesOf(eventId: string) {
  const row = await env.DB.prepare("SELECT count FROM throttles WHERE key = ?").bind(throttleKeys.checkinClaimMisses(eventId)).first<{ count: number }>();
  return row?.count ?? 0;
}

describe("the cap on wrong claim guesses per event", () => {
  it(`counts wrong codes from every network together; past ${CHECKIN_CLAIM_MISSES_PER_EVENT} an hour, claims answer 429 with Retry-After while members still check in with the code`, async () => {
    const clock = useTestClock();
    const event = await eventNow();
    const other = await eventNow();
    const display = await displayOf(event.id, officer.cookie);
    const wrong = await wrongCode(display);

    // Right codes do not count against the cap.
    for (let i = 0; i < 3; i += 1) expect((await claimFor(event.id, await codeAt(display))).status).toBe(200);
    expect(await missesOf(event.id)).toBe(0);
    // Most of the hour's guesses made directly; the last ones through the API, each from another network.
    await env.DB.prepare("INSERT INTO throttles (key, count, reset_at) VALUES (?1, ?2, ?3) ON CONFLICT (key) DO UPDATE SET count = ?2, reset_at = ?3")
      .bind(throttleKeys.checkinClaimMisses(event.id), CHECKIN_CLAIM_MISSES_PER_EVENT - 3, clock.now() + HOUR_MS)
      .run();
    for (let i = 0; i < 3; i += 1) expectError(await claimFor(event.id, wrong), 400, "INVALID_CHECKIN_CODE");
    expect(await missesOf(event.id)).toBe(CHECKIN_CLAIM_MISSES_PER_EVENT);

    for (const code of [wrong, await codeAt(display)]) {
      const capped = await claimFor(event.id, code);
      expectError(capped, 429, "RATE_LIMITED");
      expect(Number(capped.headers.get("Retry-After"))).toBeGreaterThan(59 * 60);
      expect(capped.body.error.errMsg).toMatch(/Sign in or create an account first/);
    }
    // Other events keep their own count; signed-in members check in with the code as ever.
    expect((await claimFor(other.id, await codeAt(await displayOf(other.id, officer.cookie)))).status).toBe(200);
    const member = await registerMember();
    expect((await checkIn(event.id, member.cookie, { code: await codeAt(display) })).status).toBe(201);

    clock.advance(HOUR_MS);
    expect((await claimFor(event.id, await codeAt(display))).status).toBe(200);
  });

  it("parallel guesses cannot race past the cap", async () => {
    const event = await eventNow();
    const display = await displayOf(event.id, officer.cookie);
    const wrong = await wrongCode(display);
    const extra = 25;
    const answers = await Promise.all(Array.from({ length: CHECKIN_CLAIM_MISSES_PER_EVENT + extra }, () => claimFor(event.id, wrong)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(CHECKIN_CLAIM_MISSES_PER_EVENT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(extra);
    expect(await missesOf(event.id)).toBe(CHECKIN_CLAIM_MISSES_PER_EVENT);
  }, 60_000);
});

describe("a claim is redeemed by one account only", () => {
  it("the first account checks in with it; another is refused (400), the first may send it again (200)", async () => {
    const event = await eventNow();
    const display = await displayOf(event.id, officer.cookie);
    const { claim } = (await claimFor(event.id, await codeAt(display))).body.data as { claim: string };
    const [first, second] = await Promise.all([registerMember(), registerMember()]);
    expect((await checkIn(event.id, first.cookie, { claim })).status).toBe(201);
    const refused = await checkIn(event.id, second.cookie, { claim });
    expectError(refused, 400, "INVALID_CHECKIN_CLAIM");
    expect(refused.body.error.errMsg).toMatch(/another account used it/);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM event_rsvps WHERE event_id = ? AND user_id = ?").bind(event.id, second.id).first()).toEqual({
      n: 0,
    });
    const again = await checkIn(event.id, first.cookie, { claim });
    expect(again.status).toBe(200);
    expect(again.body.data.alreadyCheckedIn).toBe(true);
    // The second member still checks in with the code.
    expect((await checkIn(event.id, second.cookie, { code: await codeAt(display) })).status).toBe(201);
  });

  it("two accounts sending one claim at once: exactly one is checked in", async () => {
    const event = await eventNow();
    const display = await displayOf(event.id, officer.cookie);
    const { claim } = (await claimFor(event.id, await codeAt(display))).body.data as { claim: string };
    const members = await Promise.all(Array.from({ length: 6 }, () => registerMember()));
    const answers = await Promise.all(members.map((member) => checkIn(event.id, member.cookie, { claim })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400, 400, 400, 400]);
    expect((await displayOf(event.id, officer.cookie)).checkedIn).toBe(1);
  });

  it("each claim is its own (two made at the same moment differ), and only a hash of its signature is stored", async () => {
    useTestClock();
    const event = await eventNow();
    const display = await displayOf(event.id, officer.cookie);
    const [a, b] = await Promise.all([claimFor(event.id, await codeAt(display)), claimFor(event.id, await codeAt(display))]);
    const claims = [a.body.data.claim as string, b.body.data.claim as string];
    expect(claims[0]).not.toBe(claims[1]);
    const [first, second] = await Promise.all([registerMember(), registerMember()]);
    expect((await checkIn(event.id, first.cookie, { claim: claims[0]! })).status).toBe(201);
    expect((await checkIn(event.id, second.cookie, { claim: claims[1]! })).status).toBe(201);
    const { results } = await env.DB.prepare("SELECT claim_hash, user_id, expires_at FROM checkin_claim_redemptions WHERE event_id = ?").bind(event.id).all();
    expect(results).toHaveLength(2);
    for (const row of results) {
      expect(row.claim_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(claims.some((claim) => claim.includes(String(row.claim_hash)))).toBe(false);
    }
  });
});
