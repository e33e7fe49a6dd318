import { sqliteTable, text, integer } from "drizzle-orm/sqlite-core";
import { MAIL_TOPICS } from "../../../../src/shared/notifications";

// The notifications feature's own tables, mirroring migrations/*.sql like worker/db/schema.ts (which keeps the
// tables two or more features use); tests/worker/schema.test.ts checks both against the migrations.

/** The mails a member turned off, by topic (migrations/0020_mail_queue.sql, 0022_mailings.sql); account mail has no topic. */
export const mailOptOuts = sqliteTable("mail_opt_outs", {
  id: integer("id").primaryKey(),
  userId: text("user_id").notNull(),
  topic: text("topic", { enum: MAIL_TOPICS }).notNull(),
  createdAt: integer("created_at").notNull(),
});

/** A browser's push subscription: its push service's endpoint and the RFC 8291 keys. */
export const pushSubscriptions = sqliteTable("push_subscriptions", {
  id: integer("id").primaryKey(),
  userId: text("user_id").notNull(),
  endpoint: text("endpoint").notNull(),
  p256dh: text("p256dh").notNull(),
  auth: text("auth").notNull(),
  label: text("label").notNull(),
  createdAt: integer("created_at").notNull(),
  lastSentAt: integer("last_sent_at"),
});

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** The topics a member takes by push; `mailToo`: the mail as well, where push replaces it. */
export const pushTopics = sqliteTable("push_topics", {
  id: integer("id").primaryKey(),
  userId: text("user_id").notNull(),
  topic: text("topic", { enum: MAIL_TOPICS }).notNull(),
  mailToo: integer("mail_too", { mode: "boolean" }).notNull().default(false),
  createdAt: integer("created_at").notNull(),
});

/** One push to one device, until it is handed over (the payload is then cleared). */
export const pushQueue = sqliteTable("push_queue", {
  id: integer("id").primaryKey(),
  dedupeKey: text("dedupe_key").notNull(),
  subscriptionId: integer("subscription_id").notNull(),
  payload: text("payload"),
  urgency: text("urgency", { enum: ["low", "normal", "high"] }).notNull(),
  state: text("state", { enum: ["queued", "sent", "failed", "expired"] })
    .notNull()
    .default("queued"),
  attempts: integer("attempts").notNull().default(0),
  nextAttemptAt: integer("next_attempt_at").notNull(),
  notAfter: integer("not_after"),
  lastStatus: integer("last_status"),
  createdAt: integer("created_at").notNull(),
  sentAt: integer("sent_at"),
});
