import type * as z from "zod/mini";
import { CHAT_CHANNELS_MAX, CHAT_KIND_NAMES, type ChatChannel, type createChatChannelRequestSchema } from "../../../../src/shared/chat-channels";
import { eventPath } from "../../../../src/shared/events";
import { site } from "../../../../src/site.config";
import { chapterTime } from "../../../email/templates";
import type { EventChangeWording } from "../../../../src/shared/event-change";
import { ApiError } from "../../../http/api-error";
import { now } from "../../../lib/clock";
import { uniqueViolation } from "../../../db/client";
import type { ServiceContext } from "../../../services/context";
import {
  type ChatChannelRow,
  deleteChatChannelRow,
  findChatChannelRow,
  insertChatChannelRow,
  listChatChannelRows,
  recordChatOutcome,
} from "../db/chat-channels";
import { postToChat } from "./chat-post";
import { settingsOf } from "../../../lib/settings";
import { newId } from "../../../lib/ids";
import { formatUtcInstant } from "../../../../src/shared/time/utc-instant";

/**
 * The chapter's group chats (issue 21): officers connect them, and events are announced there after
 * the officer's answer has gone, so a slow or broken chat never slows or fails an edit. Each post's
 * outcome is kept on the chat's row for the officers' screen; members never see a failure.
 */

const toView = (row: ChatChannelRow): ChatChannel => ({
  id: row.id,
  kind: row.kind,
  label: row.label,
  targetHint: `…${row.target.slice(-4)}`,
  createdAt: formatUtcInstant(row.createdAt),
  lastPostedAt: row.lastPostedAt === null ? null : formatUtcInstant(row.lastPostedAt),
  lastError: row.lastError,
  lastErrorAt: row.lastErrorAt === null ? null : formatUtcInstant(row.lastErrorAt),
});

export async function listChatChannels(ctx: ServiceContext): Promise<ChatChannel[]> {
  return (await listChatChannelRows(ctx.db)).map(toView);
}

/** What a chat is told when it is connected or tested: the hello that shows it works. */
const helloText = () => `${site.productName} is connected: new events, changes and cancellations will be posted here.`;

/**
 * POST /api/chat-channels: the chat is sent its hello first (issue 35), and connected only if the
 * service took it; a refusal answers CHAT_REFUSED with what to check, at the field, and stores nothing.
 */
export async function addChatChannel(ctx: ServiceContext, input: z.output<typeof createChatChannelRequestSchema>, userId: string): Promise<ChatChannel> {
  const existing = await listChatChannelRows(ctx.db);
  if (existing.length >= CHAT_CHANNELS_MAX) {
    throw new ApiError("CHAT_CHANNELS_FULL", `At most ${CHAT_CHANNELS_MAX} chats can be connected: remove one first.`);
  }
  if (existing.some((row) => row.kind === input.kind && row.target === input.target)) throw taken();
  const refused = await postToChat(input.kind, input.target, helloText(), settingsOf(ctx.env).CHAT_API_ORIGIN);
  if (refused !== null) throw new ApiError("CHAT_REFUSED", `Not connected: ${refused}`, {}, { target: refused });
  const at = now();
  try {
    const row = await insertChatChannelRow(ctx.db, {
      id: newId(),
      kind: input.kind,
      target: input.target,
      label: input.label || `${CHAT_KIND_NAMES[input.kind]} ${existing.filter((other) => other.kind === input.kind).length + 1}`,
      createdBy: userId,
      createdAt: at,
      lastPostedAt: at,
    });
    return toView(row);
  } catch (error) {
    if (uniqueViolation(error) !== null) throw taken();
    throw error;
  }
}

const taken = () => new ApiError("CHAT_CHANNEL_TAKEN", "This chat is connected already.", {}, { target: "This chat is connected already." });

export async function removeChatChannel(ctx: ServiceContext, id: string): Promise<{ id: string }> {
  if (!(await deleteChatChannelRow(ctx.db, id))) throw new ApiError("NOT_FOUND", "No such chat.");
  return { id };
}

async function post(ctx: ServiceContext, row: ChatChannelRow, text: string): Promise<string | null> {
  const error = await postToChat(row.kind, row.target, text, settingsOf(ctx.env).CHAT_API_ORIGIN);
  await recordChatOutcome(ctx.db, row.id, now(), error);
  if (error !== null) console.error("chat post failed", row.kind, row.id, error);
  return error;
}

/** POST /api/chat-channels/{id}/test: a hello, at once, with the chat's answer. */
export async function testChatChannel(ctx: ServiceContext, id: string): Promise<{ delivered: boolean; answer: string }> {
  const row = await findChatChannelRow(ctx.db, id);
  if (!row) throw new ApiError("NOT_FOUND", "No such chat.");
  const error = await post(ctx, row, helloText());
  return error === null ? { delivered: true, answer: `${CHAT_KIND_NAMES[row.kind]} took the post.` } : { delivered: false, answer: error };
}

/** Sends `text` to every connected chat after the answer (in the tests and local work: before it). */
async function announce(ctx: ServiceContext, text: string): Promise<void> {
  await ctx.afterResponse(async () => {
    const rows = await listChatChannelRows(ctx.db);
    await Promise.all(rows.map((row) => post(ctx, row, text)));
  });
}

type AnnouncedEvent = { title: string; slug: string; startsAt: number; location: string };
/** A new event, or a change in the one wording mail and push use too (src/shared/event-change.ts, decision 121). */
export type EventNews = { kind: "new" } | { kind: "change"; change: EventChangeWording };

/**
 * What the chats are told about an event: a line with its address, or the change's subject and lines. The
 * address is built as mail's are (`siteLink`, the one builder of links sent to someone else): the site's own
 * https address, never the one a request came to.
 */
export function eventNewsText(ctx: Pick<ServiceContext, "siteLink">, event: AnnouncedEvent, news: EventNews): string {
  const link = ctx.siteLink(eventPath(event.slug));
  if (news.kind === "new") return `New event: ${event.title} — ${chapterTime(event.startsAt)}, ${event.location}. Details and RSVP: ${link}`;
  return [news.change.subject, ...news.change.lines, ...(news.change.kind === "cancelled" ? [] : [link])].join("\n");
}

export async function announceEvent(ctx: ServiceContext, event: AnnouncedEvent, news: EventNews): Promise<void> {
  // Without the site's https address nothing that links to it is sent anywhere (as with mail, decision 106).
  if (ctx.siteOrigin === null) return;
  return announce(ctx, eventNewsText(ctx, event, news));
}

/** An officer's announcement to the whole chapter (decision 085): its subject and body, which both chats show as written. */
export function announceMessage(ctx: ServiceContext, subject: string, body: string): Promise<void> {
  return announce(ctx, `Announcement: ${subject}\n\n${body}`);
}
