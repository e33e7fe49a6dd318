import { sqliteTable, text, integer } from "drizzle-orm/sqlite-core";

// The content feature's own tables, mirroring migrations/*.sql like worker/db/schema.ts (which keeps the
// tables two or more features use); tests/worker/schema.test.ts checks both against the migrations.

/** A published content item's change saved as a draft: never public until published. */
export const contentDrafts = sqliteTable("content_drafts", {
  itemId: text("item_id").primaryKey(),
  fields: text("fields").notNull(),
  savedBy: text("saved_by"),
  savedAt: integer("saved_at").notNull(),
});
