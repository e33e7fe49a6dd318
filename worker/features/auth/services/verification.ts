import type { Db } from "../../../db/client";
import { ApiError } from "../../../http/api-error";
import { findEmailChange, findSignup, findVerificationById, spendAttempt, type Purpose, type StoredSecret } from "../db/verifications";
import type { VerificationRow } from "../../../db/schema";
import { HOUR, MINUTE, now } from "../../../lib/clock";
import { sha256Hex, timingSafeEqual } from "../../../lib/crypto";
import { plural } from "../../../../src/shared/plural";
import { newId } from "../../../lib/ids";

/**
 * The one mechanism for secrets sent by e-mail — sign-up codes,
 * password-reset links and the codes that confirm a member's new address
 * (docs/decisions/014-pending-sign-up-binding.md, 060-changing-your-own-e-mail.md):
 * stored only hashed, each secret expiring, single use, and capped for the
 * whole verification — at most MAX_SENDS secrets and MAX_ATTEMPTS wrong
 * guesses until it ends, after which the address waits for it to end.
 */
export const VERIFICATION_RULES = {
  signup: { secretTtlMs: 10 * MINUTE, lifetimeMs: HOUR },
  reset: { secretTtlMs: 30 * MINUTE, lifetimeMs: HOUR },
  "email-change": { secretTtlMs: 10 * MINUTE, lifetimeMs: HOUR },
} as const satisfies Record<Purpose, { secretTtlMs: number; lifetimeMs: number }>;
export const MAX_SENDS = 3;
export const MAX_ATTEMPTS = 10;

/** sha256 of purpose, address and secret: a code's hash differs per address and per use. */
export function secretHash(purpose: Purpose, email: string, secret: string): Promise<string> {
  return sha256Hex(`${purpose}:${email.toLowerCase()}:${secret}`);
}

/** What a new secret needs to be stored (see ../db/verifications.ts for how the caps apply). */
export async function newSecret(purpose: Purpose, email: string, secret: string) {
  const at = now();
  const rules = VERIFICATION_RULES[purpose];
  return {
    id: newId(),
    email,
    secretHash: await secretHash(purpose, email, secret),
    expiresAt: at + rules.secretTtlMs,
    endsAt: at + rules.lifetimeMs,
    at,
    maxSends: MAX_SENDS,
    maxAttempts: MAX_ATTEMPTS,
  };
}

/** Whether the statement stored our secret (else the verification had used its caps). */
export function stored(result: StoredSecret | undefined, offered: { secretHash: string }): boolean {
  return result?.secretHash === offered.secretHash;
}

export const minutesUntil = (at: number) => Math.max(1, Math.ceil((at - now()) / MINUTE));

/** 429 with Retry-After until the verification ends; the answer says how long the address waits. */
export function exhausted(endsAt: number, what: string): ApiError {
  const seconds = Math.max(1, Math.ceil((endsAt - now()) / 1000));
  const minutes = minutesUntil(endsAt);
  return new ApiError("TOO_MANY_ATTEMPTS", `${what} Wait ${plural(minutes, "minute")}, then start again.`, { "Retry-After": String(seconds) });
}

export type Checked = { row: VerificationRow; secretHash: string };

type Failures = { invalid: () => ApiError; expired: () => ApiError; tooMany: (endsAt: number) => ApiError };

/**
 * Checks a secret against its verification: a guess is spent before the
 * comparison (atomically), and a wrong secret gets one answer whatever the
 * state of the verification, so the answer tells nothing about it. Only the
 * right secret learns that it has expired.
 */
async function check(db: Db, row: VerificationRow | undefined, secret: string, fail: Failures): Promise<Checked> {
  if (!row || row.endsAt <= now()) throw fail.invalid();
  if (row.attempts >= MAX_ATTEMPTS) throw fail.tooMany(row.endsAt);
  const used = await spendAttempt(db, row.id, MAX_ATTEMPTS);
  if (used === null) throw fail.tooMany(row.endsAt);
  const hash = await secretHash(row.purpose, row.email, secret);
  if (!timingSafeEqual(hash, row.secretHash)) throw used >= MAX_ATTEMPTS ? fail.tooMany(row.endsAt) : fail.invalid();
  if (row.expiresAt <= now()) throw fail.expired();
  return { row, secretHash: hash };
}

/** A sign-up code, typed with its address. */
export async function checkSignupCode(db: Db, email: string, code: string, fail: Failures) {
  return check(db, await findSignup(db, email), code, fail);
}

/** A reset link's token: `<verification id>.<secret>`. */
export function resetToken(id: string, secret: string): string {
  return `${id}.${secret}`;
}

export async function checkResetToken(db: Db, token: string, fail: Failures) {
  const [id, secret, extra] = token.split(".");
  if (!id || !secret || extra !== undefined) throw fail.invalid();
  return check(db, await findVerificationById(db, "reset", id), secret, fail);
}

/** The code that confirms a member's new address: the account's one e-mail change. */
export async function checkEmailChangeCode(db: Db, userId: string, code: string, fail: Failures) {
  return check(db, await findEmailChange(db, userId), code, fail);
}
