import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { contentItems } from "../../../db/schema";
import { contentDrafts } from "./tables";
import type { ContentCollection } from "../../../../src/shared/content/vocabulary";

/** A published item's change saved as a draft (decision 130): never read by the public pages. */
export type ContentDraftRow = typeof contentDrafts.$inferSelect;

export async function findDraft(db: Db, itemId: string): Promise<ContentDraftRow | undefined> {
  return db.select().from(contentDrafts).where(eq(contentDrafts.itemId, itemId)).get();
}

/** The drafts of a collection's items (for the officers' list). */
export function collectionDraftsQuery(db: Db, collection: ContentCollection) {
  return db
    .select({ itemId: contentDrafts.itemId, savedAt: contentDrafts.savedAt, fields: contentDrafts.fields })
    .from(contentDrafts)
    .where(
      inArray(
        contentDrafts.itemId,
        db
          .select({ id: contentItems.id })
          .from(contentItems)
          .where(and(eq(contentItems.collection, collection))),
      ),
    );
}

/** Saves the item's draft, replacing the one before. */
export async function saveDraft(db: Db, row: ContentDraftRow): Promise<void> {
  await db
    .insert(contentDrafts)
    .values(row)
    .onConflictDoUpdate({ target: contentDrafts.itemId, set: { fields: row.fields, savedBy: row.savedBy, savedAt: row.savedAt } });
}

/** Removes the item's draft: for the batch that publishes it, or alone to discard it. */
export function deleteDraftQuery(db: Db, itemId: string) {
  return db.delete(contentDrafts).where(eq(contentDrafts.itemId, itemId)).returning({ itemId: contentDrafts.itemId });
}
