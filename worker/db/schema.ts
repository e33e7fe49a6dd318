import { CALENDAR_ALARMS } from "../../src/shared/calendar-alarms";
import { sqliteTable, text, integer } from "drizzle-orm/sqlite-core";
import { CONTENT_COLLECTIONS, CONTENT_STATUSES } from "../../src/shared/content/vocabulary";
import { IMAGE_KIND_NAMES } from "../../src/shared/image-kinds";
import { MAILING_AUDIENCES } from "../../src/shared/mailings";
import { MAIL_TOPICS } from "../../src/shared/notifications";

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

/** Generated by `npm run passwords:build` (migrations/0006_common_passwords.sql). */
export const commonPasswords = sqliteTable("common_passwords", {
  hash: integer("hash").primaryKey(),
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

/** Images officers upload (migrations/0018_media.sql, decision 078); the files are in the file store (worker/services/file-store.ts). */
export const media = sqliteTable("media", {
  id: text("id").primaryKey(),
  kind: text("kind", { enum: IMAGE_KIND_NAMES }).notNull(),
  /** JSON `[{width, height, bytes}]`, narrowest first: one stored file per entry. */
  variants: text("variants").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  bytes: integer("bytes").notNull(),
  fileName: text("file_name").notNull(),
  uploadedBy: text("uploaded_by"),
  uploadedAt: integer("uploaded_at").notNull(),
});

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

/** When each scheduled job last ran and how it ended (migration 0016). */
export const jobRuns = sqliteTable("job_runs", {
  name: text("name").primaryKey(),
  lastRunAt: integer("last_run_at").notNull(),
  ok: integer("ok", { mode: "boolean" }).notNull(),
  message: text("message"),
});

export const calendarFeeds = sqliteTable("calendar_feeds", {
  userId: text("user_id").primaryKey(),
  tokenHash: text("token_hash").notNull(),
  createdAt: integer("created_at").notNull(),
  /** When the member's calendar reminds them (migrations/0051_calendar_alarms.sql, decision 122). */
  alarms: text("alarms", { enum: CALENDAR_ALARMS }).notNull().default("day-and-hour"),
});

/** The mails a member turned off, by topic (migrations/0020_mail_queue.sql, 0022_mailings.sql); account mail has no topic. */
export const mailOptOuts = sqliteTable("mail_opt_outs", {
  id: integer("id").primaryKey(),
  userId: text("user_id").notNull(),
  topic: text("topic", { enum: MAIL_TOPICS }).notNull(),
  createdAt: integer("created_at").notNull(),
});

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

/** A member's résumé: the file is in the file store (worker/services/file-store.ts) under `objectKey`. */
export const resumes = sqliteTable("resumes", {
  userId: text("user_id").primaryKey(),
  objectKey: text("object_key").notNull(),
  fileName: text("file_name").notNull(),
  size: integer("size").notNull(),
  uploadedAt: integer("uploaded_at").notNull(),
});

export type ResumeRow = typeof resumes.$inferSelect;

/** A sponsor's window on the résumé book (granted by an admin). */
export const sponsorAccess = sqliteTable("sponsor_access", {
  userId: text("user_id").primaryKey(),
  organisation: text("organisation").notNull(),
  startsAt: integer("starts_at").notNull(),
  endsAt: integer("ends_at").notNull(),
  grantedBy: text("granted_by"),
  grantedAt: integer("granted_at").notNull(),
});

export type SponsorAccessRow = typeof sponsorAccess.$inferSelect;

/** One row per résumé served from the book. */
export const resumeAccessLog = sqliteTable("resume_access_log", {
  id: integer("id").primaryKey(),
  memberId: text("member_id").notNull(),
  sponsorId: text("sponsor_id"),
  sponsorName: text("sponsor_name").notNull(),
  organisation: text("organisation"),
  action: text("action", { enum: ["view", "download"] }).notNull(),
  at: integer("at").notNull(),
});

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

/** What the files take in their store, per area; kept by triggers on `media` and `resumes` (migrations/0030_stored_files.sql). */
export const storedFiles = sqliteTable("stored_files", {
  area: text("area", { enum: ["media", "resumes"] }).primaryKey(),
  files: integer("files").notNull().default(0),
  bytes: integer("bytes").notNull().default(0),
  /** When the copy to R2 last went through every file kept in KV. */
  r2CopiedAt: integer("r2_copied_at"),
});

// --- Officers (issue 35): invitations to the officer role (migrations/0065_officer_invitations.sql). ---

/** An admin's invitation of an address to the officer role; the link's secret stored hashed, used once. */
export const officerInvitations = sqliteTable("officer_invitations", {
  id: text("id").primaryKey(),
  email: text("email").notNull(),
  tokenHash: text("token_hash").notNull(),
  invitedBy: text("invited_by"),
  createdAt: integer("created_at").notNull(),
  expiresAt: integer("expires_at").notNull(),
  acceptedAt: integer("accepted_at"),
  acceptedBy: text("accepted_by"),
});

export type OfficerInvitationRow = typeof officerInvitations.$inferSelect;

// --- Scheduled mailings (issue 35, item 12; migrations/0055_scheduled_mailings.sql) ---

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

/** A published content item's change saved as a draft: never public until published. */
export const contentDrafts = sqliteTable("content_drafts", {
  itemId: text("item_id").primaryKey(),
  fields: text("fields").notNull(),
  savedBy: text("saved_by"),
  savedAt: integer("saved_at").notNull(),
});

// --- Web Push (migrations/0045_push.sql, decision 115) ---

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
