import { sqliteTable, text, integer } from "drizzle-orm/sqlite-core";
import { IMAGE_KIND_NAMES } from "../../../../src/shared/image-kinds";

// The media feature's own tables, mirroring migrations/*.sql like worker/db/schema.ts (which keeps the
// tables two or more features use); tests/worker/schema.test.ts checks both against the migrations.

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
