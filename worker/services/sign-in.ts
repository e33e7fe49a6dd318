import { ApiError } from "../http/api-error";
import { findPendingByLogin } from "../db/pending-registrations";
import { bumpSessionVersionQuery, findUserByLogin, setPasswordQuery, updateUser } from "../db/users";
import type { UserRow } from "../db/schema";
import { now } from "../lib/clock";
import type { ServiceContext } from "./context";
import { DECOY_PASSWORD_HASH, PBKDF2_ITERATIONS, hashPassword, verifyPassword } from "../lib/passwords";
import { createSession, endSession, forgetStoredSession, type AuthenticatedUser } from "./sessions";
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure, throttleKeys } from "./throttle";

const invalidCredentials = () => new ApiError("INVALID_CREDENTIALS", "Incorrect username or password.");

/**
 * Signs in by username or e-mail. An unknown account and a wrong password get
 * the same answer, the same timing and the same throttle; a correct password
 * for a sign-up not yet verified gets EMAIL_NOT_VERIFIED so the UI can offer
 * verification.
 */
export async function signIn(ctx: ServiceContext, login: string, password: string) {
  const { db } = ctx;
  const user = await findUserByLogin(db, login);
  const throttleKey = throttleKeys.loginFailures(user ? `user:${user.id}` : `name:${login.trim()}`);
  await assertLoginAllowed(db, throttleKey);

  if (!user) {
    const pending = await findPendingByLogin(db, login);
    if (await verifyPassword(password, pending?.passwordHash ?? DECOY_PASSWORD_HASH)) {
      throw new ApiError("EMAIL_NOT_VERIFIED", "Verify your e-mail address to finish signing up: enter the code we sent you.");
    }
    await recordLoginFailure(db, throttleKey);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(password, user.passwordHash))) {
    await recordLoginFailure(db, throttleKey);
    throw invalidCredentials();
  }
  await clearLoginFailures(db, throttleKey);
  await rehashIfOutdated(ctx, user, password);
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
 * Changes the password after checking the current one. Every other session
 * ends; this device gets a fresh session so the member stays signed in here.
 */
export async function changePassword(
  ctx: ServiceContext,
  session: AuthenticatedUser,
  currentPassword: string,
  newPassword: string,
) {
  const { db } = ctx;
  const throttleKey = throttleKeys.loginFailures(`user:${session.user.id}`);
  await assertLoginAllowed(db, throttleKey);
  if (!(await verifyPassword(currentPassword, session.user.passwordHash))) {
    await recordLoginFailure(db, throttleKey);
    throw new ApiError("WRONG_PASSWORD", "Your current password is not correct.");
  }
  const at = now();
  const passwordHash = await hashPassword(newPassword);
  const [, bumped] = await db.batch([
    setPasswordQuery(db, session.user.id, passwordHash, at),
    bumpSessionVersionQuery(db, session.user.id, at),
  ]);
  await forgetStoredSession(ctx.env, session.sessionHash);
  const sessionVersion = bumped[0]?.sessionVersion ?? session.user.sessionVersion + 1;
  return createSession(ctx.env, { id: session.user.id, sessionVersion });
}
