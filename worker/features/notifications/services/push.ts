import { MAIL_TOPICS, type MailTopic } from "../../../../src/shared/notifications";
import {
  PUSH_DEVICES_MAX,
  PUSH_REPLACES_MAIL,
  type NotificationChoices,
  type PushDevice,
  type PushPayload,
  type SubscribeDevice,
} from "../../../../src/shared/push";
import { site } from "../../../../src/site.config";
import type { Bindings } from "../../../env";
import type { Db, SQL } from "../../../db/client";
import { ApiError } from "../../../http/api-error";
import { DAY, HOUR, MINUTE, now } from "../../../lib/clock";
import { PUSH_PAYLOAD_MAX_BYTES, pushRequest, validPushKeys, vapidToken, type VapidKeys } from "../lib/web-push";
import type { ServiceContext } from "../../../services/context";
import { vapidKeys } from "./push-keys";
import { optInQuery, optOutQuery, optOutsOfUserQuery } from "../db/mail-opt-outs";
import {
  allTopicsOnIfNoneQuery,
  claimPushQuery,
  deleteDeviceQuery,
  deleteGoneDeviceQuery,
  deviceCountQuery,
  deviceByEndpointQuery,
  devicesOfUserQuery,
  duePushesQuery,
  enqueuePushQuery,
  expireStalePushesQuery,
  markPushFailedQuery,
  markPushSentQueries,
  purgePushQueueQuery,
  pushOffQuery,
  pushOnQuery,
  pushTopicsOfUserQuery,
  setMailTooQuery,
  upsertDeviceQuery,
  type DuePush,
} from "../db/push";
import { formatUtcInstant } from "../../../../src/shared/time/utc-instant";
import { settingsOf, type SettingsSource } from "../../../lib/settings";

/**
 * Web Push (issue 34, decision 115): members' devices and per-topic choices,
 * and the one way a notice goes by push — `queuePush`, called where the same
 * notice is mailed — with the sends bounded per Worker invocation.
 */

// ─── Which push services a subscription may name ───────────────────────────

/**
 * The browsers' push services (Chrome, Edge's legacy WNS, Firefox, Safari):
 * a subscription naming any other host is refused, so nobody can make the
 * Worker post to an address of their choosing.
 */
const PUSH_HOSTS = new Set(["fcm.googleapis.com", "updates.push.services.mozilla.com", "web.push.apple.com"]);
const PUSH_HOST_SUFFIXES = [".notify.windows.com", ".push.apple.com"];
/** The tests' local push service: only on this machine, and only when PUSH_SERVICE_TEST_ORIGIN names it. */
const LOCAL_ORIGIN = /^https?:\/\/(?:127\.0\.0\.1|localhost)(?::\d{1,5})?$/;

export function pushServiceAllowed(endpoint: string, env: SettingsSource): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const testOrigin = settingsOf(env).PUSH_SERVICE_TEST_ORIGIN;
  if (testOrigin && LOCAL_ORIGIN.test(testOrigin) && url.origin === testOrigin) return true;
  if (url.protocol !== "https:" || url.port !== "" || url.username !== "" || url.password !== "") return false;
  return PUSH_HOSTS.has(url.hostname) || PUSH_HOST_SUFFIXES.some((suffix) => url.hostname.endsWith(suffix));
}

// ─── A member's choices and devices ─────────────────────────────────────────

type Choices = Omit<NotificationChoices, "publicKey">;

async function readChoices(db: Db, userId: string): Promise<Choices> {
  const [optOuts, pushRows, devices] = await db.batch([optOutsOfUserQuery(db, userId), pushTopicsOfUserQuery(db, userId), devicesOfUserQuery(db, userId)]);
  return choicesOf(optOuts, pushRows, devices.map(deviceView));
}

/** A device as answers carry it: its instants as text. */
const deviceView = (row: { id: number; label: string; createdAt: number; lastSentAt: number | null }): PushDevice => ({
  ...row,
  createdAt: formatUtcInstant(row.createdAt),
  lastSentAt: row.lastSentAt === null ? null : formatUtcInstant(row.lastSentAt),
});

function choicesOf(optOuts: readonly { topic: MailTopic }[], pushRows: readonly { topic: MailTopic; mailToo: boolean }[], devices: PushDevice[]): Choices {
  const off = new Set(optOuts.map((row) => row.topic));
  const pushed = new Map(pushRows.map((row) => [row.topic, row.mailToo]));
  const hasDevice = devices.length > 0;
  const topics = Object.fromEntries(
    MAIL_TOPICS.map((topic) => {
      const push = pushed.has(topic);
      // Where push replaces the mail, the mail comes only when asked for too (decision 115).
      const replaced = hasDevice && push && PUSH_REPLACES_MAIL.includes(topic) && !pushed.get(topic);
      return [topic, { mail: !off.has(topic) && !replaced, push }];
    }),
  ) as Choices["topics"];
  return { topics, devices };
}

/** GET /api/me/push */
export async function notificationChoices(ctx: ServiceContext, userId: string): Promise<NotificationChoices> {
  const [keys, choices] = await Promise.all([vapidKeys(ctx.db), readChoices(ctx.db, userId)]);
  return { publicKey: keys.publicKey, ...choices };
}

/**
 * PUT /api/me/push/topics: one topic's channels, in one batch. Mail on for a
 * topic push replaces also asks for the mail besides the push (`mail_too`);
 * mail off turns the topic's mail off as the mail page always did.
 */
export async function updateTopicChoice(
  ctx: ServiceContext,
  userId: string,
  input: { topic: MailTopic; mail?: boolean; push?: boolean },
): Promise<NotificationChoices> {
  const at = now();
  const { topic, mail, push } = input;
  const writes = [
    ...(push === true ? [pushOnQuery(ctx.db, userId, topic, at)] : push === false ? [pushOffQuery(ctx.db, userId, topic)] : []),
    ...(mail === undefined
      ? []
      : [mail ? optInQuery(ctx.db, userId, topic) : optOutQuery(ctx.db, userId, topic, at), setMailTooQuery(ctx.db, userId, topic, mail)]),
  ];
  const [first, ...rest] = writes;
  if (first) await ctx.db.batch([first, ...rest]);
  return notificationChoices(ctx, userId);
}

/** "Chrome on Android": what the member sees of a device in their list, from the browser's User-Agent. */
export function deviceLabel(userAgent: string | undefined): string {
  const ua = userAgent ?? "";
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /SamsungBrowser/.test(ua)
      ? "Samsung Internet"
      : /Firefox\/|FxiOS/.test(ua)
        ? "Firefox"
        : /OPR\//.test(ua)
          ? "Opera"
          : /Chrome\/|CriOS/.test(ua)
            ? "Chrome"
            : /Safari\//.test(ua)
              ? "Safari"
              : "A browser";
  const system = /iPhone/.test(ua)
    ? "iPhone"
    : /iPad/.test(ua)
      ? "iPad"
      : /Android/.test(ua)
        ? "Android"
        : /CrOS/.test(ua)
          ? "ChromeOS"
          : /Windows/.test(ua)
            ? "Windows"
            : /Mac OS X|Macintosh/.test(ua)
              ? "macOS"
              : /Linux/.test(ua)
                ? "Linux"
                : "";
  return system ? `${browser} on ${system}` : browser;
}

const pushServiceRefused = () =>
  new ApiError(
    "VALIDATION_ERROR",
    "This browser's push service is not one the site sends to.",
    {},
    {
      endpoint: "This browser's push service is not one the site sends to.",
    },
  );

/**
 * POST /api/me/push/devices: turns notifications on for this browser. The
 * push service must be a browser's own; a member's first device turns every
 * topic on by push when they had chosen none. The same browser subscribing
 * again (or for another account) updates its row.
 */
export async function subscribeDevice(
  ctx: ServiceContext,
  userId: string,
  input: SubscribeDevice,
  userAgent: string | undefined,
): Promise<{ device: PushDevice; choices: NotificationChoices }> {
  if (!pushServiceAllowed(input.endpoint, ctx.env)) throw pushServiceRefused();
  if (!validPushKeys(input.keys.p256dh, input.keys.auth)) {
    throw new ApiError("VALIDATION_ERROR", "The browser's push keys are not valid.", {}, { keys: "The browser's push keys are not valid." });
  }
  const [[existing], [counted]] = await ctx.db.batch([deviceByEndpointQuery(ctx.db, input.endpoint), deviceCountQuery(ctx.db, userId)]);
  if (existing?.userId !== userId && (counted?.n ?? 0) >= PUSH_DEVICES_MAX) {
    throw new ApiError("TOO_MANY_PUSH_DEVICES", `Notifications are on for ${PUSH_DEVICES_MAX} devices already. Remove one you no longer use, then try again.`);
  }
  const at = now();
  const [rows] = await ctx.db.batch([upsertDevice(ctx.db, userId, input, userAgent, at), allTopicsOnIfNoneQuery(ctx.db, userId, MAIL_TOPICS, at)]);
  const device = deviceView(rows[0]!);
  return { device, choices: await notificationChoices(ctx, userId) };
}

function upsertDevice(db: Db, userId: string, input: SubscribeDevice, userAgent: string | undefined, at: number) {
  return upsertDeviceQuery(db, {
    userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    label: deviceLabel(userAgent),
    createdAt: at,
  });
}

/** DELETE /api/me/push/devices/{id}: only the member's own (another's id is not found). */
export async function removeDevice(ctx: ServiceContext, userId: string, id: number): Promise<NotificationChoices> {
  const removed = await deleteDeviceQuery(ctx.db, userId, id).all();
  if (removed.length === 0) throw new ApiError("NOT_FOUND", "No such device: it may have been removed already.");
  return notificationChoices(ctx, userId);
}

// ─── Sending ────────────────────────────────────────────────────────────────

/**
 * A Worker invocation on the free plan may make 50 subrequests and use 10 ms
 * of CPU. A push costs one subrequest, and its encryption (an ECDH key pair,
 * the shared secret, three HKDF and AES-GCM) up to 1.5 ms of CPU (decision
 * 115, "Measured"): an invocation hands over at most PUSHES_PER_INVOCATION,
 * and fewer when its mails took the subrequests. The rest wait for the
 * minute's cron run (wrangler.toml), which hands over as many.
 */
export const PUSH_SUBREQUESTS = 45;
export const PUSHES_PER_INVOCATION = 5;
/** Attempts before a push is failed for good: its push service refused it for a passing reason (429, 5xx, no answer). */
export const PUSH_MAX_ATTEMPTS = 3;
const PUSH_RETRY_MS = 15 * MINUTE;
/** A push service keeps an undelivered push at most a day (RFC 8030 TTL; FCM refuses more). */
const MAX_TTL_SECONDS = DAY / 1000;
const PUSH_TIMEOUT_MS = 5000;
/** How long a signed VAPID token is reused for one push service (it is valid for 12 hours). */
const TOKEN_REUSE_MS = HOUR;
/** Handed-over, failed and expired pushes are kept this long (their payload is cleared at once). */
export const PUSH_RETENTION_MS = 7 * DAY;

/** One notice to push to the devices of those of `recipients` who take `topic` by push. */
export type PushNotice = {
  /** Names what it tells (`change:<event>:<sequence>`): with the device, the queue's dedupe key. */
  key: string;
  topic: MailTopic;
  /** SQL giving a `user_id` column: the members it concerns (the queue keeps those who take the topic by push). */
  recipients: SQL;
  payload: PushPayload;
  urgency: "low" | "normal" | "high";
  /** Pointless after this instant (an event's start): never pushed later. */
  notAfter: number | null;
};

/** The payload as sent: JSON within what one record carries, the body shortened when it must be. */
export function payloadText(payload: PushPayload): string {
  const encoder = new TextEncoder();
  let body = payload.body;
  let text = JSON.stringify({ ...payload, body });
  while (encoder.encode(text).length > PUSH_PAYLOAD_MAX_BYTES && body.length > 0) {
    body = `${body.slice(0, Math.floor(body.length * 0.9)).trimEnd()}…`;
    text = JSON.stringify({ ...payload, body });
  }
  return text;
}

/**
 * THE way a notice goes by push: queued per device (one statement), then the
 * first ones handed over after the answer within `room` (what this
 * invocation's mails left of its subrequests); the rest go with the hourly
 * job. Returns how many pushes were queued.
 */
export async function queuePush(
  ctx: ServiceContext,
  notice: PushNotice,
  options: { mailsSent?: number; at?: number; queueOnly?: boolean } = {},
): Promise<number> {
  const at = options.at ?? now();
  const rows = await enqueuePushQuery(ctx.db, {
    key: notice.key,
    topic: notice.topic,
    recipients: notice.recipients,
    payload: payloadText(notice.payload),
    urgency: notice.urgency,
    notAfter: notice.notAfter,
    at,
  });
  // The hourly job queues only: it hands over what its mails leave room for (index.ts).
  const room = options.queueOnly ? 0 : pushRoom(options.mailsSent ?? 0);
  const first = rows.slice(0, room).map((row) => row.id);
  if (first.length > 0) {
    await ctx.afterResponse(async () => {
      await sendPushes(ctx.env, ctx.db, { limit: first.length, ids: first }).catch((error: unknown) => {
        console.error("push not sent yet", error instanceof Error ? error.message : String(error));
      });
    });
  }
  return rows.length;
}

/** How many pushes an invocation that sent `mailsSent` mails may still hand over. */
export const pushRoom = (mailsSent: number) => Math.max(0, Math.min(PUSHES_PER_INVOCATION, PUSH_SUBREQUESTS - mailsSent));

export type PushReport = { sent: number; gone: number; failed: number; retry: number; expired: number };

/**
 * Hands due pushes to their push services, oldest first, at most `limit`
 * (the hourly job gives what its mails left): 404/410 removes the device
 * (its subscription is gone), 429/5xx/no answer tries again later, any
 * other refusal fails the push. `ids`: only these (the request that queued them).
 */
export async function sendPushes(env: Bindings, db: Db, options: { limit: number; ids?: readonly number[] }): Promise<PushReport> {
  const at = now();
  const report: PushReport = { sent: 0, gone: 0, failed: 0, retry: 0, expired: 0 };
  if (options.limit <= 0) return report;
  const [expired, due] = await db.batch([expireStalePushesQuery(db, at), duePushesQuery(db, at, options.limit, options.ids)]);
  report.expired = expired.length;
  if (due.length === 0) return report;
  const keys = await vapidKeys(db);
  for (const push of due) {
    const [claimed] = await claimPushQuery(db, push.id, at, at + PUSH_RETRY_MS * (push.attempts + 1)).all();
    if (!claimed) continue;
    report[await deliver(env, db, keys, { ...push, attempts: push.attempts + 1 }, at)] += 1;
  }
  return report;
}

async function deliver(env: Bindings, db: Db, keys: VapidKeys, push: DuePush, at: number): Promise<keyof Omit<PushReport, "expired">> {
  if (!pushServiceAllowed(push.endpoint, env)) {
    // A host taken off the list since: the device cannot be reached any more.
    await deleteGoneDeviceQuery(db, push.subscriptionId).run();
    return "gone";
  }
  const ttlSeconds = Math.max(60, Math.min(MAX_TTL_SECONDS, push.notAfter === null ? MAX_TTL_SECONDS : Math.floor((push.notAfter - at) / 1000)));
  let status: number;
  try {
    const token = await tokenFor(keys, new URL(push.endpoint).origin, at);
    const request = await pushRequest(push, push.payload, token, keys, { ttlSeconds, urgency: push.urgency });
    const response = await fetch(request, { signal: AbortSignal.timeout(PUSH_TIMEOUT_MS) });
    await response.body?.cancel();
    status = response.status;
  } catch (error) {
    console.error("push service not reached", error instanceof Error ? error.message : String(error));
    status = 0;
  }
  if (status >= 200 && status < 300) {
    await db.batch([...markPushSentQueries(db, push, status, now())]);
    return "sent";
  }
  if (status === 404 || status === 410) {
    await deleteGoneDeviceQuery(db, push.subscriptionId).run();
    return "gone";
  }
  const passing = status === 0 || status === 429 || status >= 500;
  const final = !passing || push.attempts >= PUSH_MAX_ATTEMPTS;
  if (!passing) console.error(`push refused: ${status}`);
  await markPushFailedQuery(db, push.id, status, final).run();
  return final ? "failed" : "retry";
}

/** One signed token per push service, reused for TOKEN_REUSE_MS: signing is the costly half of a push's CPU. */
const tokens = new Map<string, { token: string; madeAt: number }>();

async function tokenFor(keys: VapidKeys, audience: string, at: number): Promise<string> {
  const kept = tokens.get(audience);
  if (kept && at - kept.madeAt < TOKEN_REUSE_MS && at >= kept.madeAt) return kept.token;
  const token = await vapidToken(keys, audience, `mailto:${site.contactEmail}`, Math.floor(at / 1000) + 12 * 3600);
  tokens.set(audience, { token, madeAt: at });
  return token;
}

/** The daily clean-up: pushes done with for PUSH_RETENTION_MS. */
export async function purgePushQueue(db: Db, at: number): Promise<void> {
  await purgePushQueueQuery(db, at - PUSH_RETENTION_MS).run();
}
