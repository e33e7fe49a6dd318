import { Hono } from "../../../http/hono";
import { pushDeviceParamSchema, subscribeDeviceSchema, updateTopicChoiceSchema } from "../../../../src/shared/push";
import type { AppEnv } from "../../../app-env";
import { ok } from "../../../http/respond";
import { authOf, loadSession, requireUser } from "../../../middleware/session";
import { validJson, validParam } from "../../../middleware/validate";
import { notificationChoices, removeDevice, subscribeDevice, updateTopicChoice } from "../services/push";

/**
 * /api/me/push: how each topic reaches the signed-in member (push, mail), and
 * the devices they turned notifications on for (decision 115).
 */
export const pushRoutes = new Hono<AppEnv>()
  .get("/", loadSession(), requireUser(), async (c) => {
    return ok(c, await notificationChoices(c.var.services, authOf(c).user.id));
  })
  .put("/topics", loadSession(), requireUser(), ...validJson(updateTopicChoiceSchema), async (c) => {
    return ok(c, await updateTopicChoice(c.var.services, authOf(c).user.id, c.req.valid("json")), { message: "Saved." });
  })
  .post("/devices", loadSession(), requireUser(), ...validJson(subscribeDeviceSchema), async (c) => {
    const result = await subscribeDevice(c.var.services, authOf(c).user.id, c.req.valid("json"), c.req.header("User-Agent"));
    return ok(c, result, { message: "Notifications are on for this device." });
  })
  .delete("/devices/:id", loadSession(), requireUser(), validParam(pushDeviceParamSchema), async (c) => {
    return ok(c, await removeDevice(c.var.services, authOf(c).user.id, c.req.valid("param").id), { message: "Device removed." });
  });
