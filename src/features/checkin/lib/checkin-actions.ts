import { ApiError, errorDetail, hasErrorCode } from "~/lib/api-error";
import { CheckinCodeSchema, type CheckinResult } from "~/shared/attendance";
import { checkIn } from "../api/check-in";
import { claimCheckin } from "../api/claim-checkin";
import { forgetClaim, storeClaim, type StoredClaim } from "./claim-store";

/**
 * What the check-in page's button does, loaded when it is first pressed
 * (the calls and zod stay out of the page's first load, decision 005).
 * Signed in: the code checks the member in. Signed out: the code is traded
 * for a claim kept in this browser, which finishes the check-in after
 * signing in or up (decision 025).
 */

export type CheckinOutcome =
  | { kind: "checked-in"; result: CheckinResult }
  | { kind: "claimed"; claim: StoredClaim }
  | { kind: "failed"; message: string; atCode: boolean; retryAfter?: number; claimGone?: boolean };

export async function submitCode(eventId: string, typed: string, signedIn: boolean): Promise<CheckinOutcome> {
  const code = CheckinCodeSchema.safeParse(typed);
  if (!code.success) return { kind: "failed", message: code.error.issues[0]?.message ?? "Enter the 6-digit code.", atCode: true };
  try {
    if (signedIn) return { kind: "checked-in", result: (await checkIn(eventId, { code: code.data })).data };
    const answer = await claimCheckin(eventId, { code: code.data });
    const claim = { eventId, claim: answer.claim, title: answer.event.title, expiresAt: answer.expiresAt };
    storeClaim(claim);
    return { kind: "claimed", claim };
  } catch (error) {
    return failure(error, !signedIn);
  }
}

/** Finishes a check-in with the claim kept before signing in; the claim is forgotten once used or refused. */
export async function redeemClaim(claim: StoredClaim): Promise<CheckinOutcome> {
  try {
    const { data } = await checkIn(claim.eventId, { claim: claim.claim });
    forgetClaim(claim.eventId);
    return { kind: "checked-in", result: data };
  } catch (error) {
    const outcome = failure(error);
    // Refused for good (expired, closed, no such event): a retry cannot help, so the claim goes.
    const final = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429 && error.status !== 401;
    if (!final || outcome.kind !== "failed") return outcome;
    forgetClaim(claim.eventId);
    return { ...outcome, claimGone: true };
  }
}

/** Longer waits are not held on the button: a visitor refused a claim for the hour is better off signing in (decision 053). */
const LONGEST_HELD_WAIT_S = 120;

/**
 * Where a refusal is shown, and whether the button waits. The sentence is
 * the API's own (worker/services/checkin.ts says why and what to do); only a
 * call that got no answer is said here.
 */
function failure(error: unknown, claiming = false): Extract<CheckinOutcome, { kind: "failed" }> {
  if (error instanceof ApiError && error.status === 0) {
    return { kind: "failed", message: "No connection. Check your phone's internet and try again.", atCode: false };
  }
  const message = errorDetail(error);
  if (hasErrorCode(error, "INVALID_CHECKIN_CODE") || hasErrorCode(error, "INVALID_CHECKIN_CLAIM")) return { kind: "failed", message, atCode: true };
  if (hasErrorCode(error, "RATE_LIMITED")) {
    // Signed out, the API's sentence may be a wait of up to an hour (many from this network, or too many wrong codes for this event).
    const wait = error.retryAfter ?? 60;
    return { kind: "failed", message, atCode: false, ...(!claiming || wait <= LONGEST_HELD_WAIT_S ? { retryAfter: wait } : {}) };
  }
  if (error instanceof ApiError && error.fields?.code) return { kind: "failed", message: error.fields.code, atCode: true };
  // CHECKIN_CLOSED, NOT_FOUND and the rest: not about the code.
  return { kind: "failed", message, atCode: false };
}
