import { sqliteTable, text, integer } from "drizzle-orm/sqlite-core";
import { MAILING_AUDIENCES } from "../../../../src/shared/mailings";

// The mailings feature's own tables, mirroring migrations/*.sql like worker/db/schema.ts (which keeps the
// tables two or more features use); tests/worker/schema.test.ts checks both against the migrations.

/** What officers wrote to members (migrations/0022_mailings.sql, decision 085); the mails are rows of mail_queue. */
export const mailings = sqliteTable("mailings", {
  id: text("id").primaryKey(),
  audience: text("audience", { enum: MAILING_AUDIENCES }).notNull(),
  eventId: text("event_id"),
  eventTitle: text("event_title"),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  sentBy: text("sent_by"),
  sentByName: text("sent_by_name").notNull(),
  recipients: integer("recipients").notNull(),
  sentToday: integer("sent_today").notNull(),
  lastDay: text("last_day").notNull(),
  createdAt: integer("created_at").notNull(),
  /** Mails not sent: by their turn the member had turned the topic off, or left (decision 088). */
  skipped: integer("skipped").notNull().default(0),
});

export type MailingRow = typeof mailings.$inferSelect;

/** An officer's message to be sent later; the hourly job sends it when due (decision 126). */
export const scheduledMailings = sqliteTable("scheduled_mailings", {
  id: text("id").primaryKey(),
  audience: text("audience", { enum: MAILING_AUDIENCES }).notNull(),
  eventId: text("event_id"),
  eventTitle: text("event_title"),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  sendAt: integer("send_at").notNull(),
  scheduledBy: text("scheduled_by"),
  scheduledByName: text("scheduled_by_name").notNull(),
  createdAt: integer("created_at").notNull(),
  state: text("state", { enum: ["scheduled", "sending", "sent", "failed"] })
    .notNull()
    .default("scheduled"),
  mailingId: text("mailing_id"),
  failure: text("failure"),
});

export type ScheduledMailingRow = typeof scheduledMailings.$inferSelect;
