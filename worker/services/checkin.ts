import {
  CHECKIN_CLAIM_MINUTES,
  CHECKIN_TRIES_PER_MINUTE,
  type CheckinClaim,
  type CheckinDisplay,
  type CheckinResult,
} from "../../src/shared/attendance";
import { formatUtcInstant } from "../../src/shared/events";
import { base32Encode, checkinPath, hexToBytes, TOTP_ALGORITHM, TOTP_DIGITS, TOTP_PERIOD_SECONDS } from "../../src/shared/totp";
import {
  awardAttendanceQuery,
  checkinDisplayQuery,
  checkinSecretQuery,
  checkinStateQuery,
  claimEventQuery,
  markAttendedQuery,
  selfCheckinGuard,
  type CheckinWrite,
} from "../db/attendance";
import { promoteWaitlistQuery } from "../db/event-rsvps";
import { countUseQuery } from "../db/throttles";
import { ApiError, rateLimited } from "../http/api-error";
import { MINUTE, now } from "../lib/clock";
import { readClaim, signClaim } from "../lib/signed-claim";
import { verifyTotp } from "../lib/totp";
import { afterCheckinWrites, assertEventId, checkinClosed, checkinResult } from "./checkin-results";
import { cachedCheckinHmac, rememberCheckinHmac } from "./checkin-secrets";
import type { ServiceContext } from "./context";
import { eventNotFound } from "./events";
import { throttleKeys } from "./throttle";

/**
 * A member checking in with the code on the officer's display, or with a
 * claim got earlier with such a code (docs/decisions/025-check-in-codes.md).
 */

/** Claims asked for per network in CLAIM_WINDOW_MS: a lecture hall behind one address, not a brute force. */
export const CHECKIN_CLAIMS_PER_NETWORK = 300;
export const CLAIM_WINDOW_MS = 10 * MINUTE;
const TRIES_WINDOW_MS = MINUTE;

const tooManyTries = (resetAt: number, at: number) =>
  rateLimited(resetAt - at, `Too many check-in tries. Try again in ${Math.max(1, Math.ceil((resetAt - at) / 1000))} seconds.`);

/**
 * The event's check-in HMAC: from this isolate's memory, or read once
 * (the secret never changes). Undefined when there is no such event.
 */
async function eventHmac(ctx: ServiceContext, eventId: string) {
  const cached = cachedCheckinHmac(eventId);
  if (cached) return cached;
  const [row] = await checkinSecretQuery(ctx.db, eventId);
  if (!row) return undefined;
  return rememberCheckinHmac(eventId, row.secret);
}

/**
 * POST /api/events/{id}/checkin. A right code (or a valid claim for this
 * event) leads to one D1 batch: count the try, move the waitlist up into any
 * place nobody took, mark the member checked in, award the event's points,
 * read the state to answer with. Each write repeats the window and the
 * tries limit as its own condition, so the batch decides everything; twenty
 * identical requests award once. A wrong code or claim costs one statement
 * (the try). The secret comes from the isolate's memory after the first use.
 */
export async function checkIn(
  ctx: ServiceContext,
  userId: string,
  eventId: string,
  body: { code?: string | undefined; claim?: string | undefined },
): Promise<{ result: CheckinResult; created: boolean }> {
  assertEventId(eventId);
  const at = now();
  const triesKey = throttleKeys.checkinTries(userId);
  let valid: boolean;
  if (body.claim !== undefined) {
    const claim = await readClaim(ctx.checkinClaimSecret(), body.claim);
    valid = claim !== undefined && claim.eventId === eventId && claim.expiresAt > at;
  } else {
    const hmac = await eventHmac(ctx, eventId);
    if (!hmac) throw eventNotFound();
    valid = await verifyTotp(await hmac, body.code ?? "", at);
  }
  if (!valid) {
    const [tries] = await countUseQuery(ctx.db, triesKey, TRIES_WINDOW_MS, at);
    if (tries && tries.count > CHECKIN_TRIES_PER_MINUTE) throw tooManyTries(tries.resetAt, at);
    throw body.claim !== undefined
      ? new ApiError("INVALID_CHECKIN_CLAIM", "This check-in link has expired or is not for this event. Type the code shown in the room instead.")
      : new ApiError("INVALID_CHECKIN_CODE", "That code is not right. Type the six digits on the screen now (they change every 30 seconds).");
  }

  const write: CheckinWrite = {
    eventId,
    attendee: { id: userId },
    at,
    method: body.claim !== undefined ? "claim" : "code",
    officerId: null,
    guard: selfCheckinGuard(at, triesKey, CHECKIN_TRIES_PER_MINUTE),
  };
  const [tried, promoted, marked, , states] = await ctx.db.batch([
    countUseQuery(ctx.db, triesKey, TRIES_WINDOW_MS, at),
    promoteWaitlistQuery(ctx.db, eventId, at),
    markAttendedQuery(ctx.db, write),
    awardAttendanceQuery(ctx.db, write, "Checked in"),
    checkinStateQuery(ctx.db, eventId, write.attendee),
  ]);
  const state = states[0];
  if (!state) throw eventNotFound();
  // Whatever the answer, members moved up from the waitlist are told.
  await afterCheckinWrites(ctx, eventId, marked.some((row) => row.walkIn === 1), promoted);
  const tries = tried[0];
  if (tries && tries.count > CHECKIN_TRIES_PER_MINUTE) throw tooManyTries(tries.resetAt, at);
  if (state.attendedAt === null) throw checkinClosed(state, at);
  return { result: checkinResult(state, marked.length === 0), created: marked.length > 0 };
}

/**
 * POST /api/events/{id}/checkin-claim (anyone): a right code while the
 * window is open is exchanged for a signed claim that a member can redeem
 * for CHECKIN_CLAIM_MINUTES — time to sign up with the e-mailed code. It
 * records nothing and stores nothing; per network, at most
 * CHECKIN_CLAIMS_PER_NETWORK in CLAIM_WINDOW_MS. One batch: the count and
 * the event.
 */
export async function issueClaim(ctx: ServiceContext, eventId: string, code: string, ip: string | undefined): Promise<CheckinClaim> {
  const secret = ctx.checkinClaimSecret();
  assertEventId(eventId);
  const at = now();
  let event;
  if (ip) {
    const [counted, events] = await ctx.db.batch([
      countUseQuery(ctx.db, throttleKeys.checkinClaimsByNetwork(ip), CLAIM_WINDOW_MS, at),
      claimEventQuery(ctx.db, eventId),
    ]);
    const uses = counted[0];
    if (uses && uses.count > CHECKIN_CLAIMS_PER_NETWORK) {
      throw rateLimited(uses.resetAt - at, "Many check-ins have come from your network. Please try again in a few minutes.");
    }
    event = events[0];
  } else {
    // Only local requests lack CF-Connecting-IP (Cloudflare always sets it).
    event = (await claimEventQuery(ctx.db, eventId))[0];
  }
  if (!event) throw eventNotFound();
  const hmac = cachedCheckinHmac(eventId) ?? rememberCheckinHmac(eventId, event.secret);
  if (!(await verifyTotp(await hmac, code, at))) {
    throw new ApiError("INVALID_CHECKIN_CODE", "That code is not right. Type the six digits on the screen now (they change every 30 seconds).");
  }
  if (event.status !== "scheduled" || at < event.opensAt || at >= event.closesAt) throw checkinClosed(event, at);
  const expiresAt = at + CHECKIN_CLAIM_MINUTES * MINUTE;
  return {
    claim: await signClaim(secret, eventId, expiresAt),
    eventId,
    event: { id: event.eventId, slug: event.slug, title: event.title, startsAt: formatUtcInstant(event.startsAt) },
    expiresAt: formatUtcInstant(expiresAt),
  };
}

/** GET /api/events/{id}/checkin-display (officers): the secret, the window and the count, in one query. */
export async function checkinDisplay(ctx: ServiceContext, eventId: string): Promise<CheckinDisplay> {
  assertEventId(eventId);
  const [row] = await checkinDisplayQuery(ctx.db, eventId);
  if (!row) throw eventNotFound();
  return {
    eventId: row.eventId,
    title: row.title,
    secret: base32Encode(hexToBytes(row.secret)),
    algorithm: TOTP_ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    opensAt: formatUtcInstant(row.opensAt),
    closesAt: formatUtcInstant(row.closesAt),
    checkinUrl: ctx.pageUrl(checkinPath(row.eventId)),
    checkedIn: row.checkedIn,
    serverTime: now(),
  };
}
