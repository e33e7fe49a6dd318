import { Hono } from "../../../http/hono";
import { emailChangeConfirmSchema, emailChangeRequestSchema } from "../../../../src/shared/email-change";
import type { AppEnv } from "../../../app-env";
import { ok } from "../../../http/respond";
import { ipRateLimit } from "../../../middleware/ip-rate-limit";
import { mailNetworkLimit } from "../../../middleware/mail-network-limit";
import { authOf, loadSession, requireUser } from "../../../middleware/session";
import { validJson } from "../../../middleware/validate";
import { confirmEmailChange, startEmailChange } from "../services/email-change";

/** /api/auth/email-change: a member moves their account to a new address, confirmed by a code sent there. */
export const emailChangeRoutes = new Hono<AppEnv>()
  .post("/", loadSession(), requireUser(), ipRateLimit(), mailNetworkLimit(), ...validJson(emailChangeRequestSchema), async (c) => {
    const { newEmail, currentPassword } = c.req.valid("json");
    const { message, ...started } = await startEmailChange(c.var.services, authOf(c), newEmail, currentPassword);
    return ok(c, started, { message });
  })
  .post("/confirm", loadSession(), requireUser(), ipRateLimit(), ...validJson(emailChangeConfirmSchema), async (c) => {
    const { message, ...changed } = await confirmEmailChange(c.var.services, authOf(c), c.req.valid("json").code);
    return ok(c, changed, { message });
  });
