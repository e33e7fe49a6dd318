import { Hono } from "../../../http/hono";
import { chatChannelIdParamSchema, createChatChannelRequestSchema } from "../../../../src/shared/chat-channels";
import type { AppEnv } from "../../../app-env";
import { ok } from "../../../http/respond";
import { requireRole } from "../../../middleware/require-role";
import { authOf, loadSession } from "../../../middleware/session";
import { validJson, validParam } from "../../../middleware/validate";
import { addChatChannel, listChatChannels, removeChatChannel, testChatChannel } from "../services/chat-channels";

/** /api/chat-channels: the chapter's group chats that hear about events (officers and admins only). */
export const chatChannelRoutes = new Hono<AppEnv>()
  .use(loadSession(), requireRole("officer"))
  .get("/", async (c) => {
    c.header("Cache-Control", "private, no-store");
    return ok(c, await listChatChannels(c.var.services));
  })
  .post("/", ...validJson(createChatChannelRequestSchema), async (c) => {
    return ok(c, await addChatChannel(c.var.services, c.req.valid("json"), authOf(c).user.id), { status: 201, message: "Connected." });
  })
  .post("/:id/test", validParam(chatChannelIdParamSchema), async (c) => {
    return ok(c, await testChatChannel(c.var.services, c.req.valid("param").id));
  })
  .delete("/:id", validParam(chatChannelIdParamSchema), async (c) => {
    return ok(c, await removeChatChannel(c.var.services, c.req.valid("param").id), { message: "Disconnected." });
  });
