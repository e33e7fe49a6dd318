import { sqliteTable, text, integer } from "drizzle-orm/sqlite-core";

// The storage feature's own tables, mirroring migrations/*.sql like worker/db/schema.ts (which keeps the
// tables two or more features use); tests/worker/schema.test.ts checks both against the migrations.

/** What the files take in their store, per area; kept by triggers on `media` and `resumes` (migrations/0030_stored_files.sql). */
export const storedFiles = sqliteTable("stored_files", {
  area: text("area", { enum: ["media", "resumes"] }).primaryKey(),
  files: integer("files").notNull().default(0),
  bytes: integer("bytes").notNull().default(0),
  /** When the copy to R2 last went through every file kept in KV. */
  r2CopiedAt: integer("r2_copied_at"),
});
