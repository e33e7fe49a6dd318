import { sqliteTable, text, integer } from "drizzle-orm/sqlite-core";
import { CONTENT_COLLECTIONS, CONTENT_STATUSES } from "../../src/shared/content/vocabulary";

// Mirrors migrations/*.sql (the migrations are the source of truth; the
// schema test in tests/worker/schema.test.ts checks the two agree).

/** The academic profile and the résumé-book opt-in (migrations/0008_resume_book.sql). */
const academicProfileColumns = {
  major: text("major"),
  graduationSeason: text("graduation_season", { enum: ["winter", "spring", "summer", "fall"] }),
  graduationYear: integer("graduation_year"),
  degree: text("degree", { enum: ["associate", "bachelor", "master", "doctorate", "other"] }),
  bio: text("bio").notNull().default(""),
  linkLinkedin: text("link_linkedin"),
  linkGithub: text("link_github"),
  linkPortfolio: text("link_portfolio"),
  inResumeBook: integer("in_resume_book", { mode: "boolean" }).notNull().default(false),
  showMajor: integer("show_major", { mode: "boolean" }).notNull().default(false),
  showGraduationYear: integer("show_graduation_year", { mode: "boolean" }).notNull().default(false),
  showBio: integer("show_bio", { mode: "boolean" }).notNull().default(false),
  showLinks: integer("show_links", { mode: "boolean" }).notNull().default(false),
};

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
  /** Whether others see the member on the leaderboards (migrations/0007). */
  showOnLeaderboard: integer("show_on_leaderboard", { mode: "boolean" }).notNull().default(true),
  sessionVersion: integer("session_version").notNull().default(0),
  timeAdded: integer("time_added").notNull(),
  timeUpdated: integer("time_updated").notNull(),
  ...academicProfileColumns,
});

/**
 * Every secret sent by e-mail: sign-up codes and password-reset links (one
 * mechanism, worker/features/auth/services/verification.ts).
 */
export const verifications = sqliteTable("verifications", {
  id: text("id").primaryKey(),
  purpose: text("purpose", { enum: ["signup", "reset", "email-change"] }).notNull(),
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
  /** What the sign-up gave besides the username (migrations/0012), copied into the account. */
  firstName: text("first_name").notNull().default(""),
  lastName: text("last_name").notNull().default(""),
  major: text("major"),
  graduationSeason: text("graduation_season", { enum: ["winter", "spring", "summer", "fall"] }),
  graduationYear: integer("graduation_year"),
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
  /** JSON: the mail's headers and attachments, as the queue handed them over (migrations/0020_mail_queue.sql). */
  headers: text("headers"),
  attachments: text("attachments"),
});

/** Every mail the site sends, queued before it is handed to a transport (migrations/0020_mail_queue.sql, decision 081). */
export const mailQueue = sqliteTable("mail_queue", {
  id: integer("id").primaryKey(),
  dedupeKey: text("dedupe_key").notNull(),
  kind: text("kind", { enum: ["signup", "contact", "account", "event"] }).notNull(),
  share: text("share", { enum: ["account", "event"] }).notNull(),
  priority: integer("priority").notNull(),
  toAddress: text("to_address").notNull(),
  /**
   * JSON of the rendered mail (worker/email/queue.ts); NULL for an officer's
   * message, whose mail is written when it is sent from `mailingId` and
   * `userId` (migrations/0025_messages_written_when_sent.sql, decision 088).
   */
  message: text("message"),
  state: text("state", { enum: ["queued", "sent", "failed", "expired"] })
    .notNull()
    .default("queued"),
  attempts: integer("attempts").notNull().default(0),
  nextAttemptAt: integer("next_attempt_at").notNull(),
  notAfter: integer("not_after"),
  lastError: text("last_error"),
  createdAt: integer("created_at").notNull(),
  sentAt: integer("sent_at"),
  failedAt: integer("failed_at"),
  /** The message (mailings) and the member a mail without `message` is written from. */
  mailingId: text("mailing_id"),
  userId: text("user_id"),
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

export const passkeyChallenges = sqliteTable("passkey_challenges", {
  keyHash: text("key_hash").primaryKey(),
  purpose: text("purpose", { enum: ["register", "sign-in"] }).notNull(),
  challengeHash: text("challenge_hash").notNull(),
  userId: text("user_id"),
  expiresAt: integer("expires_at").notNull(),
});

export type PasskeyChallengeRow = typeof passkeyChallenges.$inferSelect;

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
  /** Also remind the members going about two hours before (decision 092); the day-before reminder is always sent. */
  remindSoon: integer("remind_soon", { mode: "boolean" }).notNull().default(false),
  points: integer("points").notNull().default(0),
  status: text("status", { enum: ["scheduled", "cancelled"] })
    .notNull()
    .default("scheduled"),
  sequence: integer("sequence").notNull().default(0),
  /** Kept by triggers on event_rsvps (migrations/0004_events.sql); never written by the Worker. */
  goingCount: integer("going_count").notNull().default(0),
  waitlistCount: integer("waitlist_count").notNull().default(0),
  createdBy: text("created_by"),
  createdAt: integer("created_at").notNull(),
  updatedAt: integer("updated_at").notNull(),
  /** The check-in codes' secret (hex); never in an answer to a member (decision 025). */
  checkinSecret: text("checkin_secret").notNull().default(""),
  checkinOpensBeforeMinutes: integer("checkin_opens_before_minutes").notNull().default(15),
  checkinClosesAfterMinutes: integer("checkin_closes_after_minutes").notNull().default(30),
  /** When an officer last replaced the secret (null: never); claims issued before it are void (decision 054). */
  checkinSecretChangedAt: integer("checkin_secret_changed_at"),
  /** Who saved the event as it is now (migrations/0060; its versions copy it). */
  updatedBy: text("updated_by"),
});

/** Check-in claims redeemed, one account each, by the SHA-256 of the claim's signature (decision 053). */
export const checkinClaimRedemptions = sqliteTable("checkin_claim_redemptions", {
  claimHash: text("claim_hash").primaryKey(),
  eventId: text("event_id").notNull(),
  userId: text("user_id").notNull(),
  expiresAt: integer("expires_at").notNull(),
});

export const eventRsvps = sqliteTable("event_rsvps", {
  /** Never reused (AUTOINCREMENT, migration 0024): mails and links name an RSVP by it. */
  id: integer("id").primaryKey({ autoIncrement: true }),
  eventId: text("event_id").notNull(),
  userId: text("user_id").notNull(),
  status: text("status", { enum: ["going", "waitlist"] }).notNull(),
  joinedAt: integer("joined_at").notNull(),
  updatedAt: integer("updated_at").notNull(),
  /** When the member checked in (null: not checked in). */
  attendedAt: integer("attended_at"),
  checkinMethod: text("checkin_method", { enum: ["code", "claim", "manual"] }),
  checkedInBy: text("checked_in_by"),
  /** The row was made by a check-in, not by an RSVP. */
  walkIn: integer("walk_in", { mode: "boolean" }).notNull().default(false),
});

/** Versions of cached data sets, changed by triggers (see worker/features/events/services/event-caches.ts). */
/** The content officers edit on the site (migrations/0017_content.sql, decision 077). */
export const contentItems = sqliteTable("content_items", {
  id: text("id").primaryKey(),
  collection: text("collection", { enum: CONTENT_COLLECTIONS }).notNull(),
  slug: text("slug"),
  status: text("status", { enum: CONTENT_STATUSES }).notNull(),
  position: integer("position").notNull(),
  /** The collection's fields as JSON, checked by its contract before every write. */
  fields: text("fields").notNull(),
  createdBy: text("created_by"),
  createdAt: integer("created_at").notNull(),
  updatedAt: integer("updated_at").notNull(),
  deletedAt: integer("deleted_at"),
  /** Who saved the item as it is now (migrations/0060; its versions copy it). */
  updatedBy: text("updated_by"),
  /**
   * A post's or a program's body as its page shows it: `fields.body` rendered when saved
   * (migrations/0070, decision 147); null for other collections and for items saved before it.
   */
  bodyHtml: text("body_html"),
});

export const dataVersions = sqliteTable("data_versions", {
  name: text("name").primaryKey(),
  version: integer("version").notNull(),
});

/** Keys the Worker made itself because no secret was set (services/generated-keys.ts); private to the Worker. */
export const generatedKeys = sqliteTable("generated_keys", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: integer("created_at").notNull(),
});

/** A member's rating of an event they came to (migrations/0023_event_feedback.sql). */
export const eventFeedback = sqliteTable("event_feedback", {
  id: integer("id").primaryKey(),
  eventId: text("event_id").notNull(),
  userId: text("user_id").notNull(),
  rating: integer("rating").notNull(),
  comment: text("comment").notNull().default(""),
  createdAt: integer("created_at").notNull(),
  updatedAt: integer("updated_at").notNull(),
});

export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;

/** Terms ("Fall 2026"): [startsAt, endsAt), never overlapping (decision 024). */
export const terms = sqliteTable("terms", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  startsAt: integer("starts_at").notNull(),
  endsAt: integer("ends_at").notNull(),
  createdAt: integer("created_at").notNull(),
  updatedAt: integer("updated_at").notNull(),
});

export type TermRow = typeof terms.$inferSelect;

/**
 * Every change of points, append-only (triggers refuse updates and deletes);
 * a trigger adds each row to users.points and term_points (decision 024).
 */
export const pointsLedger = sqliteTable("points_ledger", {
  id: integer("id").primaryKey(),
  userId: text("user_id").notNull(),
  delta: integer("delta").notNull(),
  kind: text("kind", { enum: ["attendance", "adjustment", "reversal"] }).notNull(),
  eventId: text("event_id"),
  reason: text("reason").notNull(),
  actorId: text("actor_id"),
  occurredAt: integer("occurred_at").notNull(),
  createdAt: integer("created_at").notNull(),
  idempotencyKey: text("idempotency_key").notNull(),
});

export type LedgerRow = typeof pointsLedger.$inferSelect;

/** Each member's points per term; kept by the ledger's trigger, never written by the Worker except when a term's dates change. */
export const termPoints = sqliteTable("term_points", {
  id: integer("id").primaryKey(),
  userId: text("user_id").notNull(),
  termId: text("term_id").notNull(),
  points: integer("points").notNull(),
  /** A copy of users.show_on_leaderboard, kept by a trigger (decision 026). */
  shown: integer("shown", { mode: "boolean" }).notNull().default(true),
});

// --- Storage (files without a card: decision 100) ---

// --- Officers (issue 35): invitations to the officer role (migrations/0065_officer_invitations.sql). ---

// --- Scheduled mailings (issue 35, item 12; migrations/0055_scheduled_mailings.sql) ---

// ── First admins (ADMIN_EMAILS) ──────────────────────────────────────────

/** The addresses ADMIN_EMAILS has made admin, by sha256 of the lower-case address: once each (migrations/0035, decision 105). */
export const adminGrants = sqliteTable("admin_grants", {
  emailHash: text("email_hash").primaryKey(),
  grantId: text("grant_id").notNull(),
  userId: text("user_id").notNull(),
  grantedAt: integer("granted_at").notNull(),
});

// ── The setup page (the last mail failure) ────────────────────────────────

/** The last mail a transport refused, as a kind of src/shared/mail-failures.ts (migrations/0036, decision 107): one row. */
export const lastMailFailure = sqliteTable("last_mail_failure", {
  id: integer("id").primaryKey(),
  kind: text("kind").notNull(),
  transport: text("transport").notNull(),
  failedAt: integer("failed_at").notNull(),
  mailId: integer("mail_id").notNull(),
});

// --- History, undo and preview (migrations/0060_item_history.sql, decision 130) ---

/** The version before each save of a content item (`kind` = its collection) or an event (`kind` = "event"); the newest 50 per item are kept. */
export const itemVersions = sqliteTable("item_versions", {
  id: integer("id").primaryKey(),
  kind: text("kind").notNull(),
  itemId: text("item_id").notNull(),
  /** The whole item as JSON: a content item's `{status, fields}`, an event's editable fields. */
  item: text("item").notNull(),
  savedBy: text("saved_by"),
  savedAt: integer("saved_at").notNull(),
  replacedAt: integer("replaced_at").notNull(),
});

// --- Web Push (migrations/0045_push.sql, decision 115) ---
