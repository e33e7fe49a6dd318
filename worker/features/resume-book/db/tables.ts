import { sqliteTable, text, integer } from "drizzle-orm/sqlite-core";

// The resume-book feature's own tables, mirroring migrations/*.sql like worker/db/schema.ts (which keeps the
// tables two or more features use); tests/worker/schema.test.ts checks both against the migrations.

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
