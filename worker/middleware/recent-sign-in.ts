import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import { ApiError } from "../http/api-error";
import { isRecentSignIn, RECENT_SIGN_IN_MS } from "../services/sessions";

export { RECENT_SIGN_IN_MS };

/**
 * 403 REAUTH_REQUIRED unless this session's sign-in is at most 10 minutes
 * old: someone at an unlocked, signed-in laptop must not be able to add their
 * own passkey to the account, nor remove the owner's. The sign-in time is in the session record,
 * written once at sign-in; POST /api/auth/reauth renews it with the password.
 * Use after requireUser().
 */
export function requireRecentSignIn() {
  return createMiddleware<AppEnv>(async function requireRecentSignIn(c, next) {
    const auth = c.var.auth;
    if (!auth) throw new ApiError("UNAUTHENTICATED", "You are not signed in.");
    if (!isRecentSignIn(auth)) {
      throw new ApiError("REAUTH_REQUIRED", "Please confirm your password to continue.");
    }
    await next();
  });
}
