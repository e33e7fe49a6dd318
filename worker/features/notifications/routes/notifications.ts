import { Hono } from "hono";
import { unsubscribeQuerySchema, updateNotificationSettingsSchema } from "../../../../src/shared/notifications";
import type { AppEnv } from "../../../app-env";
import { ok } from "../../../http/respond";
import { authOf, loadSession, requireUser } from "../../../middleware/session";
import { validJson, validQuery } from "../../../middleware/validate";
import { notificationSettings, unsubscribe, updateNotificationSettings } from "../services/notifications";

/** /api/me/notifications: which mails about events the signed-in member gets. */
export const notificationSettingsRoutes = new Hono<AppEnv>()
  .get("/", loadSession(), requireUser(), async (c) => {
    return ok(c, await notificationSettings(c.var.services, authOf(c).user.id));
  })
  .put("/", loadSession(), requireUser(), ...validJson(updateNotificationSettingsSchema), async (c) => {
    return ok(c, await updateNotificationSettings(c.var.services, authOf(c).user.id, c.req.valid("json")), { message: "Saved." });
  });

/**
 * /api/notifications/unsubscribe?token=: the one-click unsubscribe of RFC 8058.
 * A mail app POSTs `List-Unsubscribe=One-Click` (a form body, no cookie, no
 * Origin): the signed token is the whole authority, and the body is not read.
 */
export const unsubscribeRoutes = new Hono<AppEnv>().post("/unsubscribe", validQuery(unsubscribeQuerySchema), async (c) => {
  const { topic, message } = await unsubscribe(c.var.services, c.req.valid("query").token);
  return ok(c, { topic }, { message });
});
