import { rateLimited } from "../http/api-error";
import type { Db } from "../env";
import { clearThrottleQuery, hitThrottle, readThrottle } from "../db/throttles";
import { MINUTE, now } from "../lib/clock";

/**
 * Exact limits that protect accounts and mailboxes. Counters live in D1 (see
 * docs/decisions/003-rate-limits.md): per account and per address, never per
 * IP, because a campus puts thousands of students behind one address.
 */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * MINUTE;
export const MAIL_WINDOW_MS = MINUTE;

/** Every throttle's key, built here only (D1 counters and the Rate Limiting binding alike). */
export const throttleKeys = {
  ipBrake: (ip: string) => `ip:${ip}`,
  loginFailures: (account: string) => `login:${account.toLowerCase()}`,
  /** Failed passkey sign-ins naming one credential (ids are case-sensitive base64url). */
  passkeyFailures: (credentialId: string) => `passkey:${credentialId}`,
  codeMail: (email: string) => `code-mail:${email}`,
  resetMail: (email: string) => `reset-mail:${email}`,
  contactByIp: (ip: string) => `contact-ip:${ip}`,
  contactByEmail: (email: string) => `contact-email:${email}`,
};

/** Refuses with 429 once `key` has failed LOGIN_FAILURE_LIMIT times in the window. */
export async function assertLoginAllowed(db: Db, key: string): Promise<void> {
  const at = now();
  const state = await readThrottle(db, key, at);
  if (state && state.count >= LOGIN_FAILURE_LIMIT) {
    throw rateLimited(state.resetAt - at, "Too many failed sign-in attempts. Try again later or reset your password.");
  }
}

export async function recordLoginFailure(db: Db, key: string): Promise<void> {
  await hitThrottle(db, key, LOGIN_FAILURE_WINDOW_MS, now());
}

export async function clearLoginFailures(db: Db, key: string): Promise<void> {
  await clearThrottleQuery(db, key);
}

/** Counts one use of `key`, or refuses with 429 once `limit` uses fall in the window. */
export async function takeSlot(db: Db, key: string, limit: number, windowMs: number, message?: (seconds: number) => string) {
  const at = now();
  const state = await hitThrottle(db, key, windowMs, at);
  if (state.count > limit) {
    throw rateLimited(state.resetAt - at, message?.(Math.ceil((state.resetAt - at) / 1000)));
  }
}

/** At most one mail per address per window; counts this one or refuses with 429. */
export async function takeMailSlot(db: Db, key: string): Promise<void> {
  await takeSlot(db, key, 1, MAIL_WINDOW_MS, (seconds) => `Please wait ${seconds} seconds before asking for another e-mail.`);
}
