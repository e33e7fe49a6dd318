import { count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { contentItems, users } from "../../../db/schema";
import { media } from "./tables";

export type MediaRow = typeof media.$inferSelect;
export type MediaListRow = MediaRow & { uploaderName: string | null };

export function insertMediaQuery(db: Db, row: MediaRow) {
  return db.insert(media).values(row);
}

const listColumns = {
  id: media.id,
  kind: media.kind,
  variants: media.variants,
  width: media.width,
  height: media.height,
  bytes: media.bytes,
  fileName: media.fileName,
  uploadedBy: media.uploadedBy,
  uploadedAt: media.uploadedAt,
  uploaderName: users.username,
};

/** One page of the uploads, newest first, with their uploaders' usernames, and how many there are. */
export async function listMediaRows(db: Db, page: number, pageSize: number): Promise<{ rows: MediaListRow[]; total: number }> {
  const [rows, totals] = await db.batch([
    db
      .select(listColumns)
      .from(media)
      .leftJoin(users, eq(users.id, media.uploadedBy))
      .orderBy(desc(media.uploadedAt), desc(media.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(media),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** `fields` mentions one of the image's files (`/media/<id>-`). */
const mentions = (id: string) => sql`instr(${contentItems.fields}, ${`/media/${id}-`}) > 0`;

/**
 * The content items that show the image: in any status, and deleted ones too while they can be
 * restored (they would come back with a broken picture).
 */
export function contentUsingMediaQuery(db: Db, id: string) {
  return db
    .select({ id: contentItems.id, collection: contentItems.collection, fields: contentItems.fields })
    .from(contentItems)
    .where(mentions(id))
    .orderBy(contentItems.collection, contentItems.position)
    .limit(20);
}

/** Deletes the row unless a content item uses the image — one statement, so no save can slip in between a check and the delete. */
export function deleteUnusedMediaQuery(db: Db, id: string) {
  return db
    .delete(media)
    .where(sql`${media.id} = ${id} AND NOT EXISTS (SELECT 1 FROM ${contentItems} WHERE ${mentions(id)})`)
    .returning({ id: media.id, variants: media.variants });
}

export function mediaExistsQuery(db: Db, id: string) {
  return db.select({ id: media.id }).from(media).where(eq(media.id, id));
}
