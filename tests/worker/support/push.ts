import { env } from "cloudflare:workers";
import { expect, inject } from "vitest";
import type { PushPayload } from "../../../src/shared/push";
import type { Bindings } from "../../../worker/env";
import { callWithEnv, type ApiResult } from "./api";
import type { Member } from "./members";

/** The local push service of tests/push/global-setup.ts (web-push-testing), and reading what it decrypted. */

const server = inject("push");

/** The binding that lets the Worker accept and push to the local push service (decision 115). */
export const pushEnv: Partial<Bindings> = { PUSH_SERVICE_TEST_ORIGIN: server.origin };

export const pushServiceOrigin = server.origin;

/** A subscription the local push service made, as a browser's PushSubscription.toJSON() gives it, with its id there. */
export type LocalSubscription = { endpoint: string; keys: { p256dh: string; auth: string }; clientHash: string };

/** Subscribes at the local push service with the site's VAPID key, as a browser's pushManager.subscribe does. */
export async function subscribeLocally(applicationServerKey: string): Promise<LocalSubscription> {
  const response = await fetch(`${server.origin}/subscribe`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ userVisibleOnly: "true", applicationServerKey }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: LocalSubscription }).data;
}

/** What the local push service received for a subscription and decrypted, oldest first. */
export async function pushesTo(subscription: LocalSubscription): Promise<PushPayload[]> {
  const response = await fetch(`${server.origin}/get-notifications`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ clientHash: subscription.clientHash }),
  });
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: { messages: string[] } };
  return data.messages.map((message) => JSON.parse(message) as PushPayload);
}

/** Makes the local push service answer 410 Gone for the subscription from now on. */
export async function expireLocally(subscription: LocalSubscription) {
  const response = await fetch(`${server.origin}/expire-subscription/${subscription.clientHash}`, { method: "POST" });
  expect(response.status).toBe(200);
}

/** A request to the Worker that may push to the local service; work left after the answer is finished first. */
export const callPushing = (method: string, path: string, options: Parameters<typeof callWithEnv>[3] = {}): Promise<ApiResult> =>
  callWithEnv(pushEnv, method, path, options);

/**
 * Turns notifications on for a new device of `member`, as the Notifications tab does: the site's key,
 * a subscription at the local push service, and POST /api/me/push/devices (every topic by push, on a
 * member's first device).
 */
export async function turnPushOn(member: Member): Promise<{ subscription: LocalSubscription; deviceId: number }> {
  const choices = await callPushing("GET", "/api/me/push", { cookie: member.cookie });
  expect(choices.status).toBe(200);
  const subscription = await subscribeLocally(choices.body.data.publicKey);
  const { clientHash: _, ...browserJson } = subscription;
  const added = await callPushing("POST", "/api/me/push/devices", { cookie: member.cookie, body: browserJson });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  return { subscription, deviceId: added.body.data.device.id };
}

/**
 * The cheapest way to put a member on push (for figures over many members, e.g. a mail week): one device
 * row and every topic by push, written straight into D1 in one batch, no HTTP to the Worker. Without
 * `subscription` its endpoint is on the local push service but subscribed nowhere, so a push to it is
 * refused (400, failed, not retried); with one (subscribeLocally), pushes to it are delivered.
 */
export async function turnPushOnInDb(userId: string, at = Date.now(), subscription?: LocalSubscription) {
  const topics = ["confirmations", "reminders", "changes", "announcements"];
  await env.DB.batch([
    env.DB.prepare("INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, label, created_at) VALUES (?, ?, ?, ?, 'Test device', ?)").bind(
      userId,
      subscription?.endpoint ?? `${server.origin}/notify/test-${userId}`,
      // Without a subscription, P-256's base point: a valid key nobody holds the secret of.
      subscription?.keys.p256dh ?? "BGsX0fLhLEJH-Lzm5WOkQPJ3A32BLeszoPShOUXYmMKWT-NC4v4af5uO5-tKfA-eFivOM1drMV7Oy7ZAaDe_UfU",
      subscription?.keys.auth ?? "AAAAAAAAAAAAAAAAAAAAAA",
      at,
    ),
    ...topics.map((topic) => env.DB.prepare("INSERT INTO push_topics (user_id, topic, mail_too, created_at) VALUES (?, ?, 0, ?)").bind(userId, topic, at)),
  ]);
}
