import { sqliteTable, text, integer } from "drizzle-orm/sqlite-core";

// Mirrors migrations/*.sql (the migrations are the source of truth; the
// schema test in tests/worker/schema.test.ts checks the two agree).

export const users = sqliteTable("users", {
  id: text("id").primaryKey(),
  username: text("username").notNull(),
  email: text("email").notNull(),
  passwordHash: text("password_hash").notNull(),
  firstName: text("first_name").notNull().default(""),
  lastName: text("last_name").notNull().default(""),
  points: integer("points").notNull().default(0),
  roles: text("roles").notNull().default("member"),
  showEmail: integer("show_email", { mode: "boolean" }).notNull().default(false),
  sessionVersion: integer("session_version").notNull().default(0),
  timeAdded: integer("time_added").notNull(),
  timeUpdated: integer("time_updated").notNull(),
});

/**
 * Every secret sent by e-mail: sign-up codes and password-reset links (one
 * mechanism, worker/services/verification.ts).
 */
export const verifications = sqliteTable("verifications", {
  id: text("id").primaryKey(),
  purpose: text("purpose", { enum: ["signup", "reset"] }).notNull(),
  email: text("email").notNull(),
  secretHash: text("secret_hash").notNull(),
  expiresAt: integer("expires_at").notNull(),
  endsAt: integer("ends_at").notNull(),
  sends: integer("sends").notNull().default(1),
  attempts: integer("attempts").notNull().default(0),
  createdAt: integer("created_at").notNull(),
  browserHash: text("browser_hash"),
  username: text("username"),
  passwordHash: text("password_hash"),
  userId: text("user_id"),
});

export type VerificationRow = typeof verifications.$inferSelect;

export const sessionRevocations = sqliteTable("session_revocations", {
  sessionHash: text("session_hash").primaryKey(),
  expiresAt: integer("expires_at").notNull(),
});

export const throttles = sqliteTable("throttles", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: integer("reset_at").notNull(),
});

export const devOutbox = sqliteTable("dev_outbox", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  toAddress: text("to_address").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html").notNull(),
  sentAt: integer("sent_at").notNull(),
});

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export const contactMessages = sqliteTable("contact_messages", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  message: text("message").notNull(),
  createdAt: integer("created_at").notNull(),
  handled: integer("handled", { mode: "boolean" }).notNull().default(false),
});
