import * as z from "zod/mini";
import "./zod-messages";
import { MAIL_TOPICS, type MailTopic } from "./notifications";
import { lazySchema } from "./lazy-schema";
import { instantSchema } from "./time/instant-schema";

/**
 * Push notifications (issue 34, decision 115): the topics are the mail's
 * (src/shared/notifications.ts); a member takes each by push, by mail, by
 * both or not at all, and turns push on per device. For the topics whose mail
 * only repeats what the site shows (RSVP confirmations, announcements), push
 * replaces the mail unless the member asks for both.
 */

/** The topics whose mail a member who takes them by push gets only when they ask for it too. */
export const PUSH_REPLACES_MAIL: readonly MailTopic[] = ["confirmations", "announcements"];

/** A member may have this many devices with notifications on. */
export const PUSH_DEVICES_MAX = 10;

/** What the page says of push, per topic (what a notification tells). */
export const PUSH_TOPIC_TEXT: Record<MailTopic, string> = {
  confirmations: "When you get a place from the waitlist.",
  reminders: "The day before an event you are going to, and two hours before when its officers ask for it.",
  changes: "When an event you RSVPed to moves, changes place or is cancelled.",
  announcements: "What the officers write to the whole chapter.",
};

/** POST /api/me/push/devices: the browser's PushSubscription.toJSON(). */
export const subscribeDeviceSchema = lazySchema(() =>
  z.object({
    endpoint: z.url({ error: "The push address is not a web address." }).check(z.maxLength(1024, { error: "The push address is too long." })),
    expirationTime: z.optional(z.nullable(z.number())),
    keys: z.object({
      p256dh: z.string().check(z.minLength(1), z.maxLength(200)),
      auth: z.string().check(z.minLength(1), z.maxLength(100)),
    }),
  }),
);
export type SubscribeDevice = z.infer<typeof subscribeDeviceSchema>;

/** DELETE /api/me/push/devices/{id} */
export const pushDeviceParamSchema = lazySchema(() => z.object({ id: z.coerce.number().check(z.int(), z.gte(1), z.lte(Number.MAX_SAFE_INTEGER)) }));

/** One device with notifications on, named by its browser and system. */
export const pushDeviceSchema = lazySchema(() =>
  z.object({
    id: z.int(),
    label: z.string(),
    createdAt: instantSchema,
    lastSentAt: z.nullable(instantSchema),
  }),
);
export type PushDevice = z.infer<typeof pushDeviceSchema>;

const channelsSchema = lazySchema(() => z.object({ mail: z.boolean(), push: z.boolean() }));

/** GET /api/me/push: how each topic reaches the member, their devices, and the key browsers subscribe with. */
export const notificationChoicesSchema = lazySchema(() =>
  z.object({
    publicKey: z.string(),
    topics: z.object(Object.fromEntries(MAIL_TOPICS.map((topic) => [topic, channelsSchema])) as Record<MailTopic, typeof channelsSchema>),
    devices: z.array(pushDeviceSchema),
  }),
);
export type NotificationChoices = z.infer<typeof notificationChoicesSchema>;

/** PUT /api/me/push/topics: one topic's channels. */
export const updateTopicChoiceSchema = lazySchema(() =>
  z
    .strictObject({ topic: z.enum(MAIL_TOPICS), mail: z.optional(z.boolean()), push: z.optional(z.boolean()) })
    .check(z.refine((input) => input.mail !== undefined || input.push !== undefined, { error: "Say which channel to change." })),
);

/** POST /api/me/push/devices answers the device and the choices after it. */
export const subscribeDeviceResultSchema = lazySchema(() => z.object({ device: pushDeviceSchema, choices: notificationChoicesSchema }));

/** What a push carries to the service worker (public/sw.js shows it): never more than the mail would tell. */
export type PushPayload = { title: string; body: string; url: string; tag: string };
