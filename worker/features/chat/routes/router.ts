import { Hono } from "../../../http/hono";
import type { AppEnv } from "../../../app-env";
import { chatChannelRoutes } from "./chat-channels";

/**
 * The chat feature's whole URL space, mounted once by app.ts: The chapter's connected chats.
 */
export const chatRouter = new Hono<AppEnv>().route("/api/chat-channels", chatChannelRoutes);
