import { Hono } from "../../../http/hono";
import { rsvpLinkParamSchema } from "../../../../src/shared/events";
import type { AppEnv } from "../../../app-env";
import { ok } from "../../../http/respond";
import { validParam } from "../../../middleware/validate";
import { rsvpLinkState } from "../services/rsvp-links";
import { cancelRsvpByLink } from "../services/rsvps";

/**
 * /api/rsvp-links/{token}: the "cancel your RSVP" link of RSVP mails, without
 * a session. GET reads (the page at /rsvp/cancel shows it and asks); only
 * POST …/cancel cancels.
 */
export const rsvpLinkRoutes = new Hono<AppEnv>()
  .get("/:token", validParam(rsvpLinkParamSchema), async (c) => {
    return ok(c, await rsvpLinkState(c.var.services, c.req.valid("param").token));
  })
  .post("/:token/cancel", validParam(rsvpLinkParamSchema), async (c) => {
    const { result, removed } = await cancelRsvpByLink(c.var.services, c.req.valid("param").token);
    return ok(c, result, { message: removed ? "Your RSVP is cancelled." : "This RSVP was already cancelled." });
  });
