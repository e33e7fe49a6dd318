import { Hono } from "../../../http/hono";
import {
  emailRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  reauthRequestSchema,
  resetPasswordRequestSchema,
  setPasswordRequestSchema,
  signupRequestSchema,
  type ReauthResponse,
  verifyCodeRequestSchema,
} from "../../../../src/shared/auth";
import type { AppEnv } from "../../../app-env";
import { ok } from "../../../http/respond";
import { clearSessionCookie, setSessionCookie } from "../../../http/session-cookie";
import { bindSignupBrowser, clearSignupBrowser, signupBrowserId } from "../http/signup-cookie";
import { ipRateLimit } from "../../../middleware/ip-rate-limit";
import { mailNetworkLimit } from "../../../middleware/mail-network-limit";
import { humanCheck } from "../../../middleware/turnstile";
import { validJson } from "../../../middleware/validate";
import { authOf, loadSession, requireUser } from "../../../middleware/session";
import { requestPasswordReset, resetPassword } from "../services/password-reset";
import { reauthenticate } from "../services/reauth";
import { RECENT_SIGN_IN_MS } from "../../../middleware/recent-sign-in";
import { resendCode, startSignup, verifyCode } from "../services/registration";
import { changePassword, signIn, signOut, signOutEverywhere } from "../services/sign-in";
import { VERIFICATION_RULES } from "../services/verification";
import { emailChangeRoutes } from "./email-change";
import { formatUtcInstant } from "../../../../src/shared/time/utc-instant";

/** /api/auth: sessions, sign-up with an e-mailed code, passwords. */
export const authRoutes = new Hono<AppEnv>()
  .get("/session", loadSession(), requireUser(), (c) => {
    const { user, roles } = authOf(c);
    return ok(c, { id: user.id, username: user.username, roles });
  })
  .post("/login", ipRateLimit(), ...validJson(loginRequestSchema), async (c) => {
    const { username, password } = c.req.valid("json");
    const { sessionId, expiresAt, handle } = await signIn(c.var.services, username, password);
    setSessionCookie(c, sessionId, expiresAt);
    return ok(c, { sessionId: handle }, { message: "Signed in." });
  })
  .post("/logout", loadSession(), async (c) => {
    await signOut(c.var.services, c.var.auth);
    clearSessionCookie(c);
    return ok(c, null, { message: "Signed out." });
  })
  .post("/logout-all", loadSession(), requireUser(), async (c) => {
    await signOutEverywhere(c.var.services, authOf(c));
    clearSessionCookie(c);
    return ok(c, null, { message: "Signed out on every device." });
  })
  .post("/signup", ipRateLimit(), mailNetworkLimit(), ...validJson(signupRequestSchema), humanCheck(), async (c) => {
    const message = await startSignup(c.var.services, c.req.valid("json"), bindSignupBrowser(c, VERIFICATION_RULES.signup.lifetimeMs));
    return ok(c, { message });
  })
  .post("/verify-code", ipRateLimit(), ...validJson(verifyCodeRequestSchema), async (c) => {
    const { email, code } = c.req.valid("json");
    const { userId, expiresAt, sessionId, handle } = await verifyCode(c.var.services, email, code, signupBrowserId(c));
    setSessionCookie(c, sessionId, expiresAt);
    clearSignupBrowser(c);
    return ok(c, { userId, sessionId: handle }, { status: 201, message: "Your account is ready." });
  })
  .post("/resend-code", ipRateLimit(), mailNetworkLimit(), ...validJson(emailRequestSchema), async (c) => {
    const message = await resendCode(c.var.services, c.req.valid("json").email);
    return ok(c, { message });
  })
  .post("/forgot-password", ipRateLimit(), mailNetworkLimit(), ...validJson(forgotPasswordRequestSchema), humanCheck(), async (c) => {
    const message = await requestPasswordReset(c.var.services, c.req.valid("json").email);
    return ok(c, { message });
  })
  .post("/reset-password", ipRateLimit(), ...validJson(resetPasswordRequestSchema), async (c) => {
    const { token, password } = c.req.valid("json");
    const { userId, sessionId, expiresAt, handle, passkeysRemoved, message } = await resetPassword(c.var.services, token, password);
    setSessionCookie(c, sessionId, expiresAt);
    return ok(c, { message, userId, sessionId: handle, passkeysRemoved }, { message });
  })
  .post("/set-password", loadSession(), requireUser(), ...validJson(setPasswordRequestSchema), async (c) => {
    const { currentPassword, newPassword } = c.req.valid("json");
    const { sessionId, expiresAt } = await changePassword(c.var.services, authOf(c), currentPassword, newPassword);
    setSessionCookie(c, sessionId, expiresAt);
    return ok(c, { message: "Your password has been changed. Other devices have been signed out." });
  })
  // Confirms the password for a sensitive change (adding a passkey): a fresh session, nothing else.
  .post("/reauth", loadSession(), requireUser(), ipRateLimit(), ...validJson(reauthRequestSchema), async (c) => {
    const { sessionId, expiresAt, signedInAt } = await reauthenticate(c.var.services, authOf(c), c.req.valid("json").password);
    setSessionCookie(c, sessionId, expiresAt);
    return ok(c, { recentUntil: formatUtcInstant(signedInAt + RECENT_SIGN_IN_MS) } satisfies ReauthResponse, { message: "Password confirmed." });
  })
  .route("/email-change", emailChangeRoutes);
