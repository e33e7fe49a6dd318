import * as z from "zod/mini";
import "~/shared/zod-messages";
import { apiData } from "~/lib/api-client";
import { chatChannelSchema, chatTestResultSchema, type CreateChatChannelRequest } from "~/shared/chat-channels";

/** The request's shared schema: the form checks its input with it before calling, as the Worker does. */
export { createChatChannelRequestSchema } from "~/shared/chat-channels";

/** GET /api/chat-channels (officers). */
export const listChatChannels = (signal?: AbortSignal) => apiData("/api/chat-channels", z.array(chatChannelSchema), { signal });

/** POST /api/chat-channels (officers). */
export const connectChatChannel = (body: CreateChatChannelRequest) => apiData("/api/chat-channels", chatChannelSchema, { method: "POST", body });

/** POST /api/chat-channels/{id}/test: a hello, and the chat's answer. */
export const testChatChannel = (id: string) => apiData(`/api/chat-channels/${encodeURIComponent(id)}/test`, chatTestResultSchema, { method: "POST" });

/** DELETE /api/chat-channels/{id}. */
export const disconnectChatChannel = (id: string) =>
  apiData(`/api/chat-channels/${encodeURIComponent(id)}`, z.object({ id: z.string() }), { method: "DELETE" });
