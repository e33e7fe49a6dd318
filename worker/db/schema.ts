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

export const events = sqliteTable("events", {
  id: text("id").primaryKey(),
  slug: text("slug").notNull(),
  title: text("title").notNull(),
  description: text("description").notNull().default(""),
  category: text("category").notNull(),
  location: text("location").notNull(),
  locationUrl: text("location_url"),
  startsAt: integer("starts_at").notNull(),
  endsAt: integer("ends_at").notNull(),
  capacity: integer("capacity"),
  rsvpOpen: integer("rsvp_open", { mode: "boolean" }).notNull().default(true),
  points: integer("points").notNull().default(0),
  status: text("status", { enum: ["scheduled", "cancelled"] }).notNull().default("scheduled"),
  sequence: integer("sequence").notNull().default(0),
  /** Kept by triggers on event_rsvps (migrations/0004_events.sql); never written by the Worker. */
  goingCount: integer("going_count").notNull().default(0),
  waitlistCount: integer("waitlist_count").notNull().default(0),
  createdBy: text("created_by"),
  createdAt: integer("created_at").notNull(),
  updatedAt: integer("updated_at").notNull(),
});

export const eventRsvps = sqliteTable("event_rsvps", {
  id: integer("id").primaryKey(),
  eventId: text("event_id").notNull(),
  userId: text("user_id").notNull(),
  status: text("status", { enum: ["going", "waitlist"] }).notNull(),
  joinedAt: integer("joined_at").notNull(),
  updatedAt: integer("updated_at").notNull(),
});

/** Versions of cached data sets, changed by triggers (see worker/services/event-list-cache.ts). */
export const dataVersions = sqliteTable("data_versions", {
  name: text("name").primaryKey(),
  version: integer("version").notNull(),
});

export const calendarFeeds = sqliteTable("calendar_feeds", {
  userId: text("user_id").primaryKey(),
  tokenHash: text("token_hash").notNull(),
  createdAt: integer("created_at").notNull(),
});

export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;
