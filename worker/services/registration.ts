import type * as z from "zod";
import type { signupRequestSchema } from "../../src/shared/auth";
import { DEFAULT_ROLES } from "../../src/shared/roles";
import { ApiError } from "../http/api-error";
import { uniqueViolation } from "../db/client";
import {
  deletePendingQuery,
  findPending,
  replaceCode,
  spendAttempt,
  upsertPending,
  usernameHeldByOtherPending,
} from "../db/pending-registrations";
import { findUserByEmail, findUserByUsername, insertUserQuery } from "../db/users";
import { accountExistsMail, verificationCodeMail } from "../email/templates";
import { MINUTE, now } from "../lib/clock";
import { randomDigits, sha256Hex, timingSafeEqual } from "../lib/crypto";
import { hashPassword } from "../lib/passwords";
import { createSession } from "./sessions";
import type { ServiceContext } from "./context";
import { takeMailSlot, throttleKeys } from "./throttle";

export const CODE_TTL_MS = 10 * MINUTE;
export const CODE_MAX_ATTEMPTS = 5;

const codeHash = (email: string, code: string) => sha256Hex(`signup:${email}:${code}`);

/**
 * Starts a sign-up: holds it as pending and e-mails a 6-digit code. An address
 * that already has an account gets the same answer (so the form never tells
 * whether an address is registered) and its owner is told by e-mail instead.
 */
export async function startSignup(
  ctx: ServiceContext,
  input: z.output<typeof signupRequestSchema>,
): Promise<string> {
  const { db } = ctx;
  const at = now();
  if (
    (await findUserByUsername(db, input.username)) ||
    (await usernameHeldByOtherPending(db, input.username, input.email, at))
  ) {
    throw new ApiError("USERNAME_TAKEN", "That username is taken. Please choose another.");
  }
  await takeMailSlot(db, throttleKeys.codeMail(input.email));
  // Hash in both branches so that timing does not tell them apart either.
  const passwordHash = await hashPassword(input.password);
  if (await findUserByEmail(db, input.email)) {
    await ctx.sendMail(accountExistsMail(input.email, ctx.siteUrl));
  } else {
    const code = randomDigits(6);
    await upsertPending(db, {
      email: input.email,
      username: input.username,
      passwordHash,
      codeHash: await codeHash(input.email, code),
      codeExpiresAt: at + CODE_TTL_MS,
      attempts: 0,
      createdAt: at,
    });
    await ctx.sendMail(verificationCodeMail(input.email, code, CODE_TTL_MS / MINUTE));
  }
  return `We sent a 6-digit code to ${input.email}. Enter it to finish signing up.`;
}

/** Sends a fresh code (voiding the old one) when the address has a pending sign-up; same answer otherwise. */
export async function resendCode(ctx: ServiceContext, email: string): Promise<string> {
  await takeMailSlot(ctx.db, throttleKeys.codeMail(email));
  const code = randomDigits(6);
  if (await replaceCode(ctx.db, email, await codeHash(email, code), now() + CODE_TTL_MS)) {
    await ctx.sendMailQuietly(verificationCodeMail(email, code, CODE_TTL_MS / MINUTE));
  }
  return `If a sign-up is waiting for ${email}, we sent it a new code.`;
}

/** Checks the code; on success creates the account and signs it in. */
export async function verifyCode(ctx: ServiceContext, email: string, code: string) {
  const { db } = ctx;
  const pending = await findPending(db, email);
  if (!pending) throw invalidCode();
  if (pending.attempts >= CODE_MAX_ATTEMPTS) throw tooManyAttempts();
  if (pending.codeExpiresAt <= now()) {
    throw new ApiError("CODE_EXPIRED", "This code has expired. Ask for a new code.");
  }
  const used = await spendAttempt(db, email, CODE_MAX_ATTEMPTS);
  if (used === null) throw tooManyAttempts();
  if (!timingSafeEqual(await codeHash(email, code), pending.codeHash)) {
    const left = CODE_MAX_ATTEMPTS - used;
    if (left <= 0) throw tooManyAttempts();
    throw new ApiError("INVALID_CODE", `That code is not correct. ${left} attempt${left === 1 ? "" : "s"} left.`);
  }

  const at = now();
  const user = {
    id: crypto.randomUUID(),
    username: pending.username,
    email: pending.email,
    passwordHash: pending.passwordHash,
    roles: DEFAULT_ROLES,
    timeAdded: at,
    timeUpdated: at,
  };
  try {
    await db.batch([insertUserQuery(db, user), deletePendingQuery(db, email)]);
  } catch (error) {
    const field = uniqueViolation(error);
    if (field === "username") throw new ApiError("USERNAME_TAKEN", "That username was taken meanwhile. Please sign up again with another.");
    if (field) throw new ApiError("EMAIL_TAKEN", "This address already has an account. Sign in instead.");
    throw error;
  }
  const { sessionId, expiresAt } = await createSession(ctx.env, { id: user.id, sessionVersion: 0 });
  return { userId: user.id, sessionId, expiresAt };
}

const invalidCode = () =>
  new ApiError("INVALID_CODE", "That code is not valid. Check the e-mail we sent, or ask for a new code.");
const tooManyAttempts = () =>
  new ApiError("TOO_MANY_ATTEMPTS", "Too many wrong codes. Ask for a new code.");
