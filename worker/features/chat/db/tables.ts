import { sqliteTable, text, integer } from "drizzle-orm/sqlite-core";

// The chat feature's own tables, mirroring migrations/*.sql like worker/db/schema.ts (which keeps the
// tables two or more features use); tests/worker/schema.test.ts checks both against the migrations.

/** The chapter's group chats that hear about events (migrations/0019_chat_channels.sql). */
export const chatChannels = sqliteTable("chat_channels", {
  id: text("id").primaryKey(),
  kind: text("kind", { enum: ["discord", "groupme"] }).notNull(),
  /** The secret that posts there: a Discord webhook address, a GroupMe bot id. */
  target: text("target").notNull(),
  label: text("label").notNull(),
  createdBy: text("created_by"),
  createdAt: integer("created_at").notNull(),
  lastPostedAt: integer("last_posted_at"),
  lastError: text("last_error"),
  lastErrorAt: integer("last_error_at"),
});
