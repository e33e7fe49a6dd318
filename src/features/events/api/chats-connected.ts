import * as z from "zod/mini";
import "~/shared/zod-messages";
import { apiData } from "~/lib/api-client";
import { chatChannelSchema } from "~/shared/chat-channels";

/** GET /api/chat-channels (officers): whether a change the event form saves is posted to a chat (decision 121). */
export const chatsConnected = (signal?: AbortSignal) => apiData("/api/chat-channels", z.array(chatChannelSchema), { signal }).then((chats) => chats.length > 0);
