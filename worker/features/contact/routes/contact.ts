import { Hono } from "../../../http/hono";
import { contactMessageIdParamSchema, contactRequestSchema, listContactQuerySchema, updateContactRequestSchema } from "../../../../src/shared/contact";
import type { AppEnv } from "../../../app-env";
import { ok } from "../../../http/respond";
import { ipRateLimit } from "../../../middleware/ip-rate-limit";
import { mailNetworkLimit } from "../../../middleware/mail-network-limit";
import { humanCheck } from "../../../middleware/turnstile";
import { validJson, validParam, validQuery } from "../../../middleware/validate";
import { requireRole } from "../../../middleware/require-role";
import { loadSession } from "../../../middleware/session";
import { listMessages, markHandled, removeMessage, submitContactMessage } from "../services/contact";

/** /api/contact: the about page's contact form, and the admins' inbox. */
export const contactRoutes = new Hono<AppEnv>()
  .post("/", ipRateLimit(), mailNetworkLimit(), ...validJson(contactRequestSchema), humanCheck(), async (c) => {
    const message = await submitContactMessage(c.var.services, c.req.valid("json"), c.req.header("CF-Connecting-IP"));
    return ok(c, { message }, { status: 201 });
  })
  .get("/", loadSession(), requireRole("admin"), validQuery(listContactQuerySchema), async (c) => {
    const { messages, meta } = await listMessages(c.var.services, c.req.valid("query"));
    return ok(c, messages, { meta });
  })
  .patch("/:id", loadSession(), requireRole("admin"), ...validJson(updateContactRequestSchema), validParam(contactMessageIdParamSchema), async (c) => {
    return ok(c, await markHandled(c.var.services, c.req.valid("param").id, c.req.valid("json").handled));
  })
  .delete("/:id", loadSession(), requireRole("admin"), validParam(contactMessageIdParamSchema), async (c) => {
    return ok(c, await removeMessage(c.var.services, c.req.valid("param").id), { message: "Message deleted." });
  });
