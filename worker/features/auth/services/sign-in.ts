import { ApiError } from "../../../http/api-error";
import { findLiveSignupByLogin } from "../db/verifications";
import { bumpSessionVersionQuery, findUserByLogin, setPasswordQuery, updateUser } from "../../../db/users";
import { deleteResetsOfUserQuery } from "../db/verifications";
import type { UserRow } from "../../../db/schema";
import { passwordChangedMail } from "../../../email/templates";
import { now } from "../../../lib/clock";
import type { ServiceContext } from "../../../services/context";
import { DECOY_PASSWORD_HASH, PBKDF2_ITERATIONS, hashPassword, verifyPassword } from "../../../lib/passwords";
import { assertPasswordAcceptable } from "./password-policy";
import { grantConfiguredAdmin } from "../../../services/configured-admins";
import { createSession, endSession, forgetStoredSession, type AuthenticatedUser } from "../../../services/sessions";
import { throttleKeys } from "../../../lib/throttle-keys";
import { clearLoginAttempts, spendLoginAttempt } from "../../../services/throttle";

const invalidCredentials = () => new ApiError("INVALID_CREDENTIALS", "Incorrect username or password.");

/** The throttle key of an account's password checks (sign-in, set-password, deleting the account). */
export const passwordAttemptsKey = (userId: string) => throttleKeys.loginAttempts(`user:${userId}`);

/**
 * Checks a member's password as one throttled attempt: the attempt is spent
 * *before* the comparison, atomically, so parallel guesses cannot get past
 * the limit (docs/decisions/003-rate-limits.md); a right password clears
 * the count. Returns whether it was right.
 */
export async function checkPassword(ctx: ServiceContext, user: UserRow, password: string): Promise<boolean> {
  const key = passwordAttemptsKey(user.id);
  await spendLoginAttempt(ctx.db, key);
  if (!(await verifyPassword(password, user.passwordHash))) return false;
  await clearLoginAttempts(ctx.db, key);
  return true;
}

/**
 * Signs in by username or e-mail. An unknown account and a wrong password get
 * the same answer, the same timing and the same throttle; a correct password
 * for a sign-up not yet verified gets EMAIL_NOT_VERIFIED so the UI can offer
 * verification.
 */
export async function signIn(ctx: ServiceContext, login: string, password: string) {
  const { db } = ctx;
  const user = await findUserByLogin(db, login);
  if (!user) {
    await spendLoginAttempt(db, throttleKeys.loginAttempts(`name:${login.trim()}`));
    const pending = await findLiveSignupByLogin(db, login, now());
    if (await verifyPassword(password, pending?.passwordHash ?? DECOY_PASSWORD_HASH)) {
      throw new ApiError("EMAIL_NOT_VERIFIED", "Verify your e-mail address to finish signing up: enter the code we sent you.");
    }
    throw invalidCredentials();
  }
  if (!(await checkPassword(ctx, user, password))) throw invalidCredentials();
  await rehashIfOutdated(ctx, user, password);
  await grantConfiguredAdmin(ctx, user);
  return createSession(ctx.env, user);
}

/** Raises a hash made with older parameters to the current ones, while the password is at hand. */
async function rehashIfOutdated(ctx: ServiceContext, user: UserRow, password: string) {
  const iterations = Number(user.passwordHash.split("$")[1]);
  if (iterations !== PBKDF2_ITERATIONS) {
    await updateUser(ctx.db, user.id, { passwordHash: await hashPassword(password) });
  }
}

export async function signOut(ctx: ServiceContext, session: AuthenticatedUser | undefined) {
  if (session) await endSession(ctx.env, ctx.db, session);
}

/** Ends every session of the user, on every device, at once. */
export async function signOutEverywhere(ctx: ServiceContext, session: AuthenticatedUser) {
  await bumpSessionVersionQuery(ctx.db, session.user.id, now());
  await forgetStoredSession(ctx.env, session.sessionHash);
}

/**
 * Changes the password after checking the current one (a throttled attempt,
 * like a sign-in). Every other session ends, and so do reset links sent
 * earlier; this device gets a fresh session so the member stays signed in
 * here; the member is told by e-mail.
 */
export async function changePassword(ctx: ServiceContext, session: AuthenticatedUser, currentPassword: string, newPassword: string) {
  const { db } = ctx;
  if (!(await checkPassword(ctx, session.user, currentPassword))) {
    throw new ApiError("WRONG_PASSWORD", "Your current password is not correct.");
  }
  await assertPasswordAcceptable(ctx, newPassword);
  const at = now();
  const passwordHash = await hashPassword(newPassword);
  const [, bumped] = await db.batch([
    setPasswordQuery(db, session.user.id, passwordHash, at),
    bumpSessionVersionQuery(db, session.user.id, at),
    deleteResetsOfUserQuery(db, session.user.id),
  ]);
  await forgetStoredSession(ctx.env, session.sessionHash);
  await ctx.sendMailQuietly(passwordChangedMail(session.user.email, "changed"));
  const sessionVersion = bumped[0]?.sessionVersion ?? session.user.sessionVersion + 1;
  return createSession(ctx.env, { id: session.user.id, sessionVersion });
}
