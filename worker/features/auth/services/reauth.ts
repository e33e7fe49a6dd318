import { ApiError } from "../../../http/api-error";
import { revokeSessionHash } from "../../../db/session-revocations";
import type { ServiceContext } from "../../../services/context";
import { createSession, isRecentSignIn, type AuthenticatedUser } from "../../../services/sessions";
import { checkPassword } from "./sign-in";

/**
 * Confirms the password of a signed-in member and swaps the session for a
 * fresh one, which counts as a recent sign-in for the next 10 minutes.
 * Costs what a sign-in costs (one KV write for the new session) and nothing
 * per request after it. The old session ends in D1 (authoritative); its KV
 * record is left to expire rather than spend a KV delete. Wrong passwords
 * count against the account's sign-in throttle, as on set-password.
 */
export async function reauthenticate(ctx: ServiceContext, session: AuthenticatedUser, password: string) {
  const { db } = ctx;
  if (!(await checkPassword(ctx, session.user, password))) {
    throw new ApiError("WRONG_PASSWORD", "That password is not correct.");
  }
  // The new session first: if ending the old one failed, the member would still be signed in.
  const fresh = await createSession(ctx.env, session.user);
  await revokeSessionHash(db, session.sessionHash, session.expiresAt);
  return fresh;
}

/**
 * For a sensitive change that takes the password in the same request (a new
 * e-mail address): the password when given — a wrong one counts against
 * the sign-in throttle — else a recent sign-in (403 REAUTH_REQUIRED).
 */
export async function assertRecentSignInOrPassword(ctx: ServiceContext, auth: AuthenticatedUser, password: string | undefined) {
  if (password !== undefined) {
    if (!(await checkPassword(ctx, auth.user, password))) throw new ApiError("WRONG_PASSWORD", "That password is not correct.");
    return;
  }
  if (!isRecentSignIn(auth)) throw new ApiError("REAUTH_REQUIRED", "Please confirm your password to continue.");
}
