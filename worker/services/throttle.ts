import { rateLimited } from "../http/api-error";
import type { Db } from "../db/client";
import { clearThrottleQuery, readThrottle, takeSlotIfFree } from "../db/throttles";
import { HOUR, MINUTE, now } from "../lib/clock";
import { throttleKeys } from "../lib/throttle-keys";
import { plural } from "../../src/shared/plural";

/**
 * Exact limits that protect accounts and mailboxes. Counters live in D1 (see
 * docs/decisions/003-rate-limits.md), each taken by one conditional statement
 * *before* the work it guards, so parallel requests cannot race past it.
 */
export const LOGIN_ATTEMPT_LIMIT = 10;
export const LOGIN_ATTEMPT_WINDOW_MS = 15 * MINUTE;
export const MAIL_WINDOW_MS = MINUTE;
/**
 * Requests to the endpoints that send mail, per network and hour: loose, so
 * that 150 students on one campus network can all sign up within half an
 * hour (sign-up, a resend or two each), yet a flood from one network stops.
 */
export const MAIL_REQUESTS_PER_NETWORK_PER_HOUR = 200;

/** Takes one use of `key`, or refuses with 429 and Retry-After once `limit` uses fall in the window. */
export async function takeSlot(db: Db, key: string, limit: number, windowMs: number, message?: (seconds: number) => string) {
  const at = now();
  if (await takeSlotIfFree(db, key, limit, windowMs, at)) return;
  const state = await readThrottle(db, key, at);
  const waitMs = (state?.resetAt ?? at + windowMs) - at;
  throw rateLimited(waitMs, message?.(Math.ceil(waitMs / 1000)));
}

/**
 * Spends one password attempt of an account before the password is
 * compared; a successful check clears them (clearLoginAttempts).
 */
export async function spendLoginAttempt(db: Db, key: string): Promise<void> {
  await takeSlot(db, key, LOGIN_ATTEMPT_LIMIT, LOGIN_ATTEMPT_WINDOW_MS, () => "Too many failed sign-in attempts. Try again later or reset your password.");
}

export async function clearLoginAttempts(db: Db, key: string): Promise<void> {
  await clearThrottleQuery(db, key);
}

/** At most one mail per address per window; counts this one or refuses with 429. */
export async function takeMailSlot(db: Db, key: string): Promise<void> {
  await takeSlot(db, key, 1, MAIL_WINDOW_MS, (seconds) => `Please wait ${plural(seconds, "second")} before asking for another e-mail.`);
}

/** The loose per-network limit of the endpoints that send mail. */
export async function takeMailNetworkSlot(db: Db, ip: string): Promise<void> {
  await takeSlot(
    db,
    throttleKeys.mailByNetwork(ip),
    MAIL_REQUESTS_PER_NETWORK_PER_HOUR,
    HOUR,
    () => "Many requests have come from your network in the last hour. Please try again later.",
  );
}
