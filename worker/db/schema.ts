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

export const pendingRegistrations = sqliteTable("pending_registrations", {
  email: text("email").primaryKey(),
  username: text("username").notNull(),
  passwordHash: text("password_hash").notNull(),
  codeHash: text("code_hash").notNull(),
  codeExpiresAt: integer("code_expires_at").notNull(),
  attempts: integer("attempts").notNull().default(0),
  createdAt: integer("created_at").notNull(),
});

export const passwordResets = sqliteTable("password_resets", {
  tokenHash: text("token_hash").primaryKey(),
  userId: text("user_id").notNull(),
  expiresAt: integer("expires_at").notNull(),
  usedAt: integer("used_at"),
});

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

export const passkeys = sqliteTable("passkeys", {
  id: text("id").primaryKey(),
  userId: text("user_id").notNull(),
  credentialId: text("credential_id").notNull(),
  publicKey: text("public_key").notNull(),
  counter: integer("counter").notNull().default(0),
  transports: text("transports").notNull().default(""),
  backupEligible: integer("backup_eligible", { mode: "boolean" }).notNull().default(false),
  backedUp: integer("backed_up", { mode: "boolean" }).notNull().default(false),
  name: text("name").notNull(),
  createdAt: integer("created_at").notNull(),
  lastUsedAt: integer("last_used_at"),
});

export type PasskeyRow = typeof passkeys.$inferSelect;
export type NewPasskeyRow = typeof passkeys.$inferInsert;

export const passkeyChallenges = sqliteTable("passkey_challenges", {
  keyHash: text("key_hash").primaryKey(),
  purpose: text("purpose", { enum: ["register", "sign-in"] }).notNull(),
  challengeHash: text("challenge_hash").notNull(),
  userId: text("user_id"),
  expiresAt: integer("expires_at").notNull(),
});

export type PasskeyChallengeRow = typeof passkeyChallenges.$inferSelect;
