import { Hono } from "../../../http/hono";
import {
  listPasskeysQuerySchema,
  passkeyIdParamSchema,
  passkeySignInRequestSchema,
  registerPasskeyRequestSchema,
  renamePasskeyRequestSchema,
} from "../../../../src/shared/passkeys";
import type { AppEnv } from "../../../app-env";
import { passkeyTokenFor, readPasskeyToken, setPasskeyCookie } from "../http/passkey-cookie";
import { ok } from "../../../http/respond";
import { setSessionCookie } from "../../../http/session-cookie";
import { ipRateLimit } from "../../../middleware/ip-rate-limit";
import { requireRecentSignIn } from "../../../middleware/recent-sign-in";
import { authOf, loadSession, requireUser } from "../../../middleware/session";
import { validJson, validParam, validQuery } from "../../../middleware/validate";
import { registerPasskey, registrationOptions } from "../services/passkey-registration";
import { signInOptions, signInWithPasskey } from "../services/passkey-sign-in";
import { listPasskeys, removePasskey, renamePasskey } from "../services/passkeys";

/** /api/auth/passkeys: adding, listing, renaming and removing passkeys, and signing in with one. */
export const passkeyRoutes = new Hono<AppEnv>()
  .post("/register/options", loadSession(), requireUser(), requireRecentSignIn(), async (c) => {
    const token = passkeyTokenFor(c);
    const options = await registrationOptions(c.var.services, authOf(c), token);
    setPasskeyCookie(c, token);
    return ok(c, options);
  })
  .post("/register/verify", loadSession(), requireUser(), ...validJson(registerPasskeyRequestSchema), async (c) => {
    const passkey = await registerPasskey(c.var.services, authOf(c), readPasskeyToken(c), c.req.valid("json"));
    return ok(c, passkey, { status: 201, message: "Passkey added." });
  })
  .post("/login/options", ipRateLimit(), async (c) => {
    const token = passkeyTokenFor(c);
    const options = await signInOptions(c.var.services, token);
    setPasskeyCookie(c, token);
    return ok(c, options);
  })
  .post("/login/verify", ipRateLimit(), ...validJson(passkeySignInRequestSchema), async (c) => {
    const { response } = c.req.valid("json");
    const { sessionId, expiresAt, handle } = await signInWithPasskey(c.var.services, readPasskeyToken(c), response);
    setSessionCookie(c, sessionId, expiresAt);
    // As at password sign-in: the public handle, never the cookie's secret.
    return ok(c, { sessionId: handle }, { message: "Signed in." });
  })
  .get("/", loadSession(), requireUser(), validQuery(listPasskeysQuerySchema), async (c) => {
    return ok(c, await listPasskeys(c.var.services, authOf(c), c.req.valid("query").userId));
  })
  .patch("/:id", loadSession(), requireUser(), ...validJson(renamePasskeyRequestSchema), validParam(passkeyIdParamSchema), async (c) => {
    const passkey = await renamePasskey(c.var.services, authOf(c), c.req.valid("param").id, c.req.valid("json").name);
    return ok(c, passkey, { message: "Passkey renamed." });
  })
  .delete("/:id", loadSession(), requireUser(), requireRecentSignIn(), validParam(passkeyIdParamSchema), async (c) => {
    return ok(c, await removePasskey(c.var.services, authOf(c), c.req.valid("param").id), { message: "Passkey removed." });
  });
