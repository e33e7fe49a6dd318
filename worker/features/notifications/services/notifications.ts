import { MAIL_TOPIC_TEXT, MAIL_TOPICS, type MailTopic, type NotificationSettings } from "../../../../src/shared/notifications";
import { ApiError } from "../../../http/api-error";
import { DAY, now } from "../../../lib/clock";
import { readLink, signLink } from "../../../lib/signed-link";
import type { ServiceContext } from "../../../services/context";
import { mailLinkSecret } from "../../../services/mail-link-secret";
import { optInQuery, optOutQuery, optOutsOfUserQuery } from "../db/mail-opt-outs";

/**
 * Which mails about events a member gets (src/shared/notifications.ts), set
 * on the notifications page or by the one-click unsubscribe in each such
 * mail (RFC 8058). Account mail has no topic and is never turned off.
 */

/** The page where members choose, linked from every mail they may turn off. */
export const NOTIFICATIONS_PAGE = "/profile/notifications";

/** An unsubscribe link works this long: mail is kept for years, but a year-old mail is rarely answered. */
export const UNSUBSCRIBE_LINK_MS = 365 * DAY;

function settingsOf(optedOut: readonly { topic: MailTopic }[]): NotificationSettings {
  const off = new Set(optedOut.map((row) => row.topic));
  return Object.fromEntries(MAIL_TOPICS.map((topic) => [topic, !off.has(topic)])) as NotificationSettings;
}

/** GET /api/me/notifications */
export async function notificationSettings(ctx: ServiceContext, userId: string): Promise<NotificationSettings> {
  return settingsOf(await optOutsOfUserQuery(ctx.db, userId).all());
}

/** PUT /api/me/notifications: the changes and the settings after them, in one batch. */
export async function updateNotificationSettings(ctx: ServiceContext, userId: string, input: Partial<NotificationSettings>): Promise<NotificationSettings> {
  const at = now();
  const writes = MAIL_TOPICS.flatMap((topic) => {
    const wanted = input[topic];
    if (wanted === undefined) return [];
    return [wanted ? optInQuery(ctx.db, userId, topic) : optOutQuery(ctx.db, userId, topic, at)];
  });
  const read = optOutsOfUserQuery(ctx.db, userId);
  if (writes.length === 0) return settingsOf(await read.all());
  const results = await ctx.db.batch([read, ...writes, read]);
  return settingsOf(results.at(-1) as { topic: MailTopic }[]);
}

/** The one-click unsubscribe address for a member and topic (the List-Unsubscribe header's URL). */
export async function unsubscribeUrl(ctx: ServiceContext, userId: string, topic: MailTopic): Promise<string> {
  const token = await signLink(await mailLinkSecret(ctx.db), "unsubscribe", [userId, topic], now() + UNSUBSCRIBE_LINK_MS);
  return ctx.siteLink(`/api/notifications/unsubscribe?token=${token}`);
}

/**
 * POST /api/notifications/unsubscribe?token=: turns the link's topic off for
 * its member, without a session (a mail app posts it, RFC 8058). Idempotent.
 */
export async function unsubscribe(ctx: ServiceContext, token: string): Promise<{ topic: MailTopic; message: string }> {
  const { userId, topic } = await readUnsubscribeLink(ctx, token);
  await optOutQuery(ctx.db, userId, topic, now()).run();
  return { topic, message: `You will get no more ${MAIL_TOPIC_TEXT[topic].mails}.` };
}

/** The member and topic an unsubscribe link names; INVALID_TOKEN or LINK_EXPIRED otherwise. Reads nothing else. */
export async function readUnsubscribeLink(ctx: ServiceContext, token: string): Promise<{ userId: string; topic: MailTopic }> {
  const link = await readLink(await mailLinkSecret(ctx.db), "unsubscribe", token);
  const [userId, topic] = link?.fields ?? [];
  if (!link || !userId || !MAIL_TOPICS.includes(topic as MailTopic)) {
    throw new ApiError("INVALID_TOKEN", "This unsubscribe link is not valid. Choose your mails on your notifications page instead.");
  }
  if (link.expiresAt <= now()) {
    throw new ApiError("LINK_EXPIRED", "This unsubscribe link has expired. Choose your mails on your notifications page instead.");
  }
  return { userId, topic: topic as MailTopic };
}
