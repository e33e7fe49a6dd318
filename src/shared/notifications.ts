import * as z from "zod/mini";
import "./zod-messages";
import { lazySchema } from "./lazy-schema";

/**
 * The mails about events a member may turn off (the notifications page,
 * `/profile/notifications`, and the one-click unsubscribe in each such mail).
 * Account mail — sign-up codes, reset links, security notices — has no topic
 * and always goes out.
 */
export const MAIL_TOPICS = ["confirmations", "reminders", "changes", "announcements"] as const;
export type MailTopic = (typeof MAIL_TOPICS)[number];

/** Each topic as the page and the mails name it. */
export const MAIL_TOPIC_TEXT: Record<MailTopic, { label: string; hint: string; mails: string }> = {
  confirmations: {
    label: "RSVP confirmations",
    hint: "When you RSVP, move up from the waitlist or cancel: with the event for your calendar and a link to cancel.",
    mails: "RSVP confirmations",
  },
  reminders: { label: "Reminders", hint: "The day before an event you are going to, and two hours before when its officers ask for it.", mails: "reminders" },
  changes: {
    label: "Changes and cancellations",
    hint: "When an event you RSVPed to moves, changes place or is cancelled, with the updated event for your calendar; and what officers write to the people going.",
    mails: "mails about changes to events",
  },
  announcements: {
    label: "Announcements",
    hint: "What the officers write to the whole chapter, now and then.",
    mails: "announcements",
  },
};

/** GET and PUT /api/me/notifications: true for each topic the member gets. */
export const notificationSettingsSchema = lazySchema(() =>
  z.object({
    confirmations: z.boolean(),
    reminders: z.boolean(),
    changes: z.boolean(),
    announcements: z.boolean(),
  }),
);
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** PUT /api/me/notifications: the topics to change. */
export const updateNotificationSettingsSchema = lazySchema(() => z.catchall(z.partial(notificationSettingsSchema), z.never()));

/** POST /api/notifications/unsubscribe?token= — the signed link in a mail's List-Unsubscribe header. */
export const unsubscribeQuerySchema = lazySchema(() => z.object({ token: z.string().check(z.minLength(1), z.maxLength(600)) }));

/** The answer of the one-click unsubscribe: which mails stopped. */
export const unsubscribeResultSchema = lazySchema(() => z.object({ topic: z.enum(MAIL_TOPICS) }));
