import { ApiError } from "../http/api-error";
import { consumeResetAndSetPassword, deleteResetsOfUserQuery, findUsableReset, insertResetQuery } from "../db/password-resets";
import { findUserByEmail } from "../db/users";
import { passwordResetMail } from "../email/templates";
import { MINUTE, now } from "../lib/clock";
import type { ServiceContext } from "./context";
import { randomToken, sha256Hex } from "../lib/crypto";
import { hashPassword } from "../lib/passwords";
import { clearLoginFailures, takeMailSlot, throttleKeys } from "./throttle";

export const RESET_TTL_MS = 30 * MINUTE;

/**
 * E-mails a single-use reset link when the address has an account; the answer
 * is the same either way. A new link voids the previous one.
 */
export async function requestPasswordReset(ctx: ServiceContext, email: string): Promise<string> {
  const { db } = ctx;
  await takeMailSlot(db, throttleKeys.resetMail(email));
  const user = await findUserByEmail(db, email);
  if (user) {
    const token = randomToken(32);
    await db.batch([
      deleteResetsOfUserQuery(db, user.id),
      insertResetQuery(db, await sha256Hex(token), user.id, now() + RESET_TTL_MS),
    ]);
    const url = `${ctx.siteUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await ctx.sendMailQuietly(passwordResetMail(user.email, url, RESET_TTL_MS / MINUTE));
  }
  return `If an account uses ${email}, we sent it a link to reset the password. The link expires in ${RESET_TTL_MS / MINUTE} minutes.`;
}

/** Sets a new password with a reset token; ends every session of the account. */
export async function resetPassword(ctx: ServiceContext, token: string, password: string): Promise<string> {
  const { db } = ctx;
  const tokenHash = await sha256Hex(token);
  // Cheap check first so an invalid link costs no password hashing.
  if (!(await findUsableReset(db, tokenHash, now()))) throw invalidToken();
  const userId = await consumeResetAndSetPassword(db, tokenHash, await hashPassword(password), now());
  if (!userId) throw invalidToken();
  await clearLoginFailures(db, throttleKeys.loginFailures(`user:${userId}`));
  return "Your password has been reset. Sign in with your new password.";
}

const invalidToken = () =>
  new ApiError("INVALID_TOKEN", "This reset link is invalid or has expired. Ask for a new one.");
