import * as z from "zod/mini";
import "./zod-messages";
import { SINGLE_LINE } from "./fields";
import { lazySchema } from "./lazy-schema";
import { instantSchema } from "./time/instant-schema";

/**
 * The chapter's group chats (issue 21): officers connect a Discord channel (a webhook address) or a
 * GroupMe group (a bot id), and new events, changes and cancellations are posted there — free, and
 * outside the day's mail share.
 */
export const CHAT_KINDS = ["discord", "groupme"] as const;
export type ChatKind = (typeof CHAT_KINDS)[number];

/** How many chats a chapter connects at most: each post goes to every one, within one request's work. */
export const CHAT_CHANNELS_MAX = 4;

/** Discord's webhook address (a channel's settings → Integrations → Webhooks → Copy Webhook URL). */
export const DISCORD_WEBHOOK = /^https:\/\/(?:(?:ptb|canary)\.)?discord(?:app)?\.com\/api\/webhooks\/\d{5,30}\/[\w-]{20,100}$/;
/** A GroupMe bot's id (dev.groupme.com → Bots): 26 hexadecimal characters. */
export const GROUPME_BOT_ID = /^[0-9a-f]{26}$/i;

export const CHAT_KIND_NAMES: Readonly<Record<ChatKind, string>> = { discord: "Discord", groupme: "GroupMe" };

/** POST /api/chat-channels */
export const createChatChannelRequestSchema = lazySchema(() =>
  z
    .strictObject({
      kind: z.enum(CHAT_KINDS, { error: "Choose Discord or GroupMe." }),
      target: z
        .string({ error: "Paste the address or the bot id." })
        .check(z.trim(), z.minLength(1, { error: "Paste the address or the bot id." }), z.maxLength(300)),
      label: z._default(
        z
          .string()
          .check(
            z.trim(),
            z.maxLength(60, { error: "The name must be at most 60 characters." }),
            z.regex(SINGLE_LINE, { error: "The name must be one line." }),
          ),
        "",
      ),
    })
    .check(
      z.superRefine((channel, issues) => {
        if (channel.kind === "discord" && !DISCORD_WEBHOOK.test(channel.target)) {
          issues.addIssue({
            code: "custom",
            path: ["target"],
            message:
              "Paste the webhook's whole address, starting with https://discord.com/api/webhooks/ (the channel's settings → Integrations → Webhooks → Copy Webhook URL).",
          });
        }
        if (channel.kind === "groupme" && !GROUPME_BOT_ID.test(channel.target)) {
          issues.addIssue({ code: "custom", path: ["target"], message: "Paste the bot's id: 26 letters and digits (dev.groupme.com → Bots)." });
        }
      }),
    ),
);
export type CreateChatChannelRequest = z.input<typeof createChatChannelRequestSchema>;

export const chatChannelIdParamSchema = lazySchema(() => z.object({ id: z.string().check(z.maxLength(64, { error: "No such chat." })) }));

/** A chat as officers see it: the secret masked, and how its last post went. */
export const chatChannelSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    kind: z.enum(CHAT_KINDS),
    label: z.string(),
    /** The end of the secret, to tell two apart ("…x7Qa"). */
    targetHint: z.string(),
    createdAt: instantSchema,
    lastPostedAt: z.nullable(instantSchema),
    lastError: z.nullable(z.string()),
    lastErrorAt: z.nullable(instantSchema),
  }),
);
export type ChatChannel = z.infer<typeof chatChannelSchema>;

/** POST /api/chat-channels/{id}/test: whether the chat took the post, in words. */
export const chatTestResultSchema = lazySchema(() => z.object({ delivered: z.boolean(), answer: z.string() }));
