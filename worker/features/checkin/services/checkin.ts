import { CHECKIN_CLAIM_MINUTES, CHECKIN_TRIES_PER_MINUTE, type CheckinClaim, type CheckinDisplay, type CheckinResult } from "../../../../src/shared/attendance";
import { formatUtcInstant } from "../../../../src/shared/time/utc-instant";
import { checkinPath } from "../../../../src/shared/event-links";
import { base32Encode, hexToBytes, TOTP_ALGORITHM, TOTP_DIGITS, TOTP_PERIOD_SECONDS } from "../../../../src/shared/totp";
import type { BatchRows } from "../../../db/client";
import {
  awardAttendanceQuery,
  checkinDisplayQuery,
  checkinProofQuery,
  checkinSecretQuery,
  checkinStateQuery,
  claimCheckinGuards,
  claimEventQuery,
  claimRedemptionQuery,
  codeCheckinGuard,
  markAttendedQuery,
  replaceCheckinSecretQuery,
  type CheckinWrite,
  type DisplayRow,
} from "../db/attendance";
import { promoteWaitlistQuery } from "../../events/db/event-rsvps";
import { countUseQuery, releaseSlotQuery, takeSlotQuery, throttleStateQuery } from "../../../db/throttles";
import { ApiError, rateLimited } from "../../../http/api-error";
import { randomHex, sha256Hex } from "../../../lib/crypto";
import { HOUR, MINUTE, now } from "../../../lib/clock";
import { describeError } from "../../../lib/log-error";
import { readClaim, signClaim } from "../lib/signed-claim";
import { verifyTotp } from "../lib/totp";
import { afterCheckinWrites, checkinClosed, checkinResult } from "./checkin-results";
import { cachedCheckinKey, checkinKeyFor, forgetCheckinKey } from "./checkin-secrets";
import { checkinClaimSecret } from "./claim-secret";
import type { ServiceContext } from "../../../services/context";
import { eventNotFound } from "../../events/services/event-errors";
import { throttleKeys } from "../../../lib/throttle-keys";
import { plural } from "../../../../src/shared/plural";

/**
 * A member checking in with the code on the officer's display, or with a
 * claim got earlier with such a code (docs/decisions/025-check-in-codes.md).
 */

/** Claims asked for per network in CLAIM_WINDOW_MS: a lecture hall behind one address, not a brute force. */
export const CHECKIN_CLAIMS_PER_NETWORK = 300;
export const CLAIM_WINDOW_MS = 10 * MINUTE;
/**
 * Wrong codes sent for claims per event in CLAIM_MISS_WINDOW_MS, from every
 * network together: a real event's typos stay far below, while a guesser
 * with many networks gets a fraction of a percent per event
 * (docs/decisions/053-claim-guess-cap.md has the arithmetic).
 */
export const CHECKIN_CLAIM_MISSES_PER_EVENT = 100;
export const CLAIM_MISS_WINDOW_MS = HOUR;
const TRIES_WINDOW_MS = MINUTE;

const tooManyTries = (resetAt: number, at: number) =>
  rateLimited(resetAt - at, `Too many check-in tries. Try again in ${plural(Math.max(1, Math.ceil((resetAt - at) / 1000)), "second")}.`);
const wrongCode = () =>
  new ApiError("INVALID_CHECKIN_CODE", "That code is not the one on the screen now. Codes change every 30 seconds: enter the current one.");
// A claim is the check-in the check-in page holds for a visitor while they sign in or up (decision 025): said so to them.
const badClaim = (message = "Your held check-in can no longer be used: it expired, or it is for another event. Enter the code on the screen now.") =>
  new ApiError("INVALID_CHECKIN_CLAIM", message);

/** A wrong try has been counted: refused as wrong, or as too many once past the limit. */
function refuseWrongTry(tries: { count: number; resetAt: number } | undefined, at: number, refusal: ApiError): never {
  if (tries && tries.count > CHECKIN_TRIES_PER_MINUTE) throw tooManyTries(tries.resetAt, at);
  throw refusal;
}

/**
 * The event's secret (hex) that `code` is right for, or a refusal. The HMAC
 * comes from this isolate's memory after the first use; a code that is wrong
 * for a remembered secret is checked again against the stored one (an
 * officer may have replaced it), in the same round trip that counts the try.
 */
async function secretForCode(ctx: ServiceContext, eventId: string, code: string, at: number, triesKey: string): Promise<string> {
  const cached = cachedCheckinKey(eventId);
  if (cached && (await verifyTotp(await cached.hmac, code, at))) return cached.secretHex;
  if (!cached) {
    const [row] = await checkinSecretQuery(ctx.db, eventId);
    if (!row) throw eventNotFound();
    if (await verifyTotp(await checkinKeyFor(eventId, row.secret).hmac, code, at)) return row.secret;
    const [tries] = await countUseQuery(ctx.db, triesKey, TRIES_WINDOW_MS, at);
    refuseWrongTry(tries, at, wrongCode());
  }
  const [tried, rows] = await ctx.db.batch([countUseQuery(ctx.db, triesKey, TRIES_WINDOW_MS, at), checkinSecretQuery(ctx.db, eventId)]);
  const row = rows[0];
  if (!row) throw eventNotFound();
  if (row.secret !== cached.secretHex && (await verifyTotp(await checkinKeyFor(eventId, row.secret).hmac, code, at))) return row.secret;
  refuseWrongTry(tried[0], at, wrongCode());
}

type Proof = { code: { secretHex: string } } | { claim: { hash: string; issuedAt: number; expiresAt: number } };

/**
 * POST /api/events/{id}/checkin. A right code (or a valid claim for this
 * event) leads to one D1 batch: count the try, (redeem the claim,) move the
 * waitlist up into any place nobody took, mark the member checked in, award
 * the event's points, read the state to answer with. Each write repeats the
 * window, the tries limit and the proof (the code's secret is still the
 * event's; the claim is this member's and younger than the secret) as its
 * own condition, so the batch decides everything; twenty identical requests
 * award once. A wrong code or claim costs one round trip (the try).
 */
export async function checkIn(
  ctx: ServiceContext,
  userId: string,
  eventId: string,
  body: { code?: string | undefined; claim?: string | undefined },
  retry = true,
): Promise<{ result: CheckinResult; created: boolean }> {
  const at = now();
  const triesKey = throttleKeys.checkinTries(userId);
  let proof: Proof;
  if (body.claim !== undefined) {
    const claim = await readClaim(await checkinClaimSecret(ctx), body.claim);
    if (!claim || claim.eventId !== eventId || claim.expiresAt <= at) {
      const [tries] = await countUseQuery(ctx.db, triesKey, TRIES_WINDOW_MS, at);
      refuseWrongTry(tries, at, badClaim());
    }
    const hash = await sha256Hex(claim.signature);
    proof = { claim: { hash, issuedAt: claim.expiresAt - CHECKIN_CLAIM_MINUTES * MINUTE, expiresAt: claim.expiresAt } };
  } else {
    proof = { code: { secretHex: await secretForCode(ctx, eventId, body.code ?? "", at, triesKey) } };
  }

  const write = (guard: CheckinWrite["guard"]): CheckinWrite => ({
    eventId,
    attendee: { id: userId },
    at,
    method: "claim" in proof ? "claim" : "code",
    officerId: null,
    guard,
  });
  const statements = (w: CheckinWrite) =>
    [
      promoteWaitlistQuery(ctx.db, eventId, at),
      markAttendedQuery(ctx.db, w),
      awardAttendanceQuery(ctx.db, w, "Checked in"),
      checkinStateQuery(ctx.db, eventId, w.attendee),
      checkinProofQuery(ctx.db, eventId, "code" in proof ? proof.code.secretHex : null, "claim" in proof ? proof.claim.hash : null),
    ] as const;
  const tryCounted = countUseQuery(ctx.db, triesKey, TRIES_WINDOW_MS, at);
  let outcome: { tried: Awaited<typeof tryCounted>; rest: BatchRows<ReturnType<typeof statements>> };
  if ("claim" in proof) {
    const guards = claimCheckinGuards(at, triesKey, CHECKIN_TRIES_PER_MINUTE, proof.claim);
    const w = write(guards.write);
    const [tried, , ...rest] = await ctx.db.batch([tryCounted, claimRedemptionQuery(ctx.db, w, proof.claim, guards.redeem), ...statements(w)]);
    outcome = { tried, rest };
  } else {
    const w = write(codeCheckinGuard(at, triesKey, CHECKIN_TRIES_PER_MINUTE, proof.code.secretHex));
    const [tried, ...rest] = await ctx.db.batch([tryCounted, ...statements(w)]);
    outcome = { tried, rest };
  }
  const [promoted, marked, , states, proofs] = outcome.rest;
  const state = states[0];
  if (!state) throw eventNotFound();
  // Whatever the answer, members moved up from the waitlist are told.
  await afterCheckinWrites(ctx, eventId, marked.length > 0, promoted);
  const tries = outcome.tried[0];
  if (tries && tries.count > CHECKIN_TRIES_PER_MINUTE) throw tooManyTries(tries.resetAt, at);
  if (state.attendedAt === null) {
    const open = state.status === "scheduled" && at >= state.opensAt && at < state.closesAt;
    const found = proofs[0];
    if (!open || !found) throw checkinClosed(state, at);
    if ("code" in proof && !found.secretCurrent) {
      // The code was right for a secret an officer has just replaced: ask D1 for the new one, once.
      forgetCheckinKey(eventId);
      if (retry) return checkIn(ctx, userId, eventId, body, false);
      throw wrongCode();
    }
    if ("claim" in proof && found.secretChangedAt !== null && found.secretChangedAt > proof.claim.issuedAt) {
      throw badClaim("Your held check-in can no longer be used: the officers started new check-in codes since. Enter the code on the screen now.");
    }
    if ("claim" in proof && found.claimOwner !== userId) {
      throw badClaim("Your held check-in can no longer be used: another account used it. Enter the code on the screen now.");
    }
    throw checkinClosed(state, at);
  }
  return { result: checkinResult(state, marked.length === 0), created: marked.length > 0 };
}

/**
 * POST /api/events/{id}/checkin-claim (anyone): a right code while the
 * window is open is exchanged for a signed claim that one member can redeem
 * for CHECKIN_CLAIM_MINUTES — time to sign up with the e-mailed code. It
 * records nothing about the holder. Two limits, in one batch with the
 * event: per network, at most CHECKIN_CLAIMS_PER_NETWORK in CLAIM_WINDOW_MS;
 * per event, CHECKIN_CLAIM_MISSES_PER_EVENT wrong codes in
 * CLAIM_MISS_WINDOW_MS from all networks together — each claim takes a slot
 * before its code is checked (so parallel guesses cannot race past the cap),
 * and a right code gives it back after the answer (decision 053).
 */
export async function issueClaim(ctx: ServiceContext, eventId: string, code: string, ip: string | undefined): Promise<CheckinClaim> {
  const secret = await checkinClaimSecret(ctx);
  const at = now();
  const missKey = throttleKeys.checkinClaimMisses(eventId);
  const reserve = [
    takeSlotQuery(ctx.db, missKey, CHECKIN_CLAIM_MISSES_PER_EVENT, CLAIM_MISS_WINDOW_MS, at),
    throttleStateQuery(ctx.db, missKey),
    claimEventQuery(ctx.db, eventId),
  ] as const;
  let reserved: Readonly<BatchRows<typeof reserve>>;
  if (ip) {
    const [counted, ...rest] = await ctx.db.batch([countUseQuery(ctx.db, throttleKeys.checkinClaimsByNetwork(ip), CLAIM_WINDOW_MS, at), ...reserve]);
    const uses = counted[0];
    if (uses && uses.count > CHECKIN_CLAIMS_PER_NETWORK) {
      // Nothing was checked: the slot taken for this event goes back.
      await giveBackMissSlot(ctx, missKey, rest[0][0]?.resetAt);
      throw rateLimited(uses.resetAt - at, "Many check-ins have come from your network. Please try again in a few minutes.");
    }
    reserved = rest;
  } else {
    // Only local requests lack CF-Connecting-IP (Cloudflare always sets it).
    reserved = await ctx.db.batch(reserve);
  }
  const [taken, missState, events] = reserved;
  const slot = taken[0];
  if (!slot) {
    const resetAt = missState[0]?.resetAt ?? at + CLAIM_MISS_WINDOW_MS;
    throw rateLimited(
      resetAt - at,
      "Too many wrong codes have been tried for this event. Sign in or create an account first, then type the code shown in the room.",
    );
  }
  const event = events[0];
  if (!event) throw eventNotFound();
  if (!(await verifyTotp(await checkinKeyFor(eventId, event.secret).hmac, code, at))) throw wrongCode();
  await giveBackMissSlot(ctx, missKey, slot.resetAt);
  if (event.status !== "scheduled" || at < event.opensAt || at >= event.closesAt) throw checkinClosed(event, at);
  const expiresAt = at + CHECKIN_CLAIM_MINUTES * MINUTE;
  return {
    claim: await signClaim(secret, eventId, expiresAt),
    eventId,
    event: { id: event.eventId, slug: event.slug, title: event.title, startsAt: formatUtcInstant(event.startsAt) },
    expiresAt: formatUtcInstant(expiresAt),
  };
}

/** A claim's slot under the per-event cap that turned out not to be a wrong guess, given back after the answer. */
async function giveBackMissSlot(ctx: ServiceContext, missKey: string, resetAt: number | undefined) {
  if (resetAt === undefined) return;
  await ctx.afterResponse(() =>
    releaseSlotQuery(ctx.db, missKey, resetAt)
      .run()
      .then(() => undefined)
      .catch((error: unknown) => console.error("check-in claim slot not given back", describeError(error))),
  );
}

function toDisplay(ctx: ServiceContext, row: DisplayRow): CheckinDisplay {
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
    serverTime: formatUtcInstant(now()),
  };
}

/** GET /api/events/{id}/checkin-display (officers): the secret, the window and the count, in one query. */
export async function checkinDisplay(ctx: ServiceContext, eventId: string): Promise<CheckinDisplay> {
  const [row] = await checkinDisplayQuery(ctx.db, eventId);
  if (!row) throw eventNotFound();
  return toDisplay(ctx, row);
}

/**
 * POST /api/events/{id}/checkin-secret (officers): a new secret for the
 * event, in one batch with the display's answer. Codes of the old secret
 * stop working at once in every isolate (each check-in's batch compares the
 * secret it checked against), and so do claims issued before (decision 054).
 */
export async function replaceCheckinSecret(ctx: ServiceContext, eventId: string): Promise<CheckinDisplay> {
  const secretHex = randomHex(32);
  const at = now();
  const [replaced, rows] = await ctx.db.batch([replaceCheckinSecretQuery(ctx.db, eventId, secretHex, at), checkinDisplayQuery(ctx.db, eventId)]);
  const row = rows[0];
  if (replaced.length === 0 || !row) throw eventNotFound();
  checkinKeyFor(eventId, secretHex);
  return toDisplay(ctx, row);
}
