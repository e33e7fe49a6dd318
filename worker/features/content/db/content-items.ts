import { and, asc, count, eq, getTableColumns, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { ContentCollection } from "../../../../src/shared/content/vocabulary";
import type { Db } from "../../../db/client";
import { contentItems, dataVersions, events } from "../../../db/schema";

export type ContentRow = typeof contentItems.$inferSelect;

/** The items of a collection in their order: published only, with drafts, or those deleted and still restorable. */
export async function listContentRows(db: Db, collection: ContentCollection, include: "published" | "drafts" | "deleted"): Promise<ContentRow[]> {
  const which =
    include === "deleted"
      ? isNotNull(contentItems.deletedAt)
      : and(isNull(contentItems.deletedAt), include === "published" ? eq(contentItems.status, "published") : undefined);
  return db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.collection, collection), which))
    .orderBy(asc(contentItems.position), asc(contentItems.createdAt));
}

export async function findContentRow(db: Db, collection: ContentCollection, id: string): Promise<ContentRow | undefined> {
  return (await findContentRowAndEvent(db, collection, id, undefined))?.row;
}

/**
 * Whether the event an album or a talk names exists, as a column of a query the write makes anyway
 * (no round trip of its own); true when none is named.
 */
const eventKnown = (eventId: string | undefined) =>
  eventId === undefined ? sql<number>`1` : sql<number>`exists(select 1 from ${events} where ${events.id} = ${eventId})`;

/** The item, and whether the event `eventId` (an edit's) exists: one query. */
export async function findContentRowAndEvent(
  db: Db,
  collection: ContentCollection,
  id: string,
  eventId: string | undefined,
): Promise<{ row: ContentRow; eventKnown: boolean } | undefined> {
  const found = await db
    .select({ row: getTableColumns(contentItems), eventKnown: eventKnown(eventId) })
    .from(contentItems)
    .where(and(eq(contentItems.id, id), eq(contentItems.collection, collection)))
    .get();
  return found && { row: found.row, eventKnown: Boolean(found.eventKnown) };
}

/**
 * How many items the collection holds, whether `slug` is taken by one not deleted (other than
 * `exceptId`), and whether the event `eventId` exists (true when none is named).
 */
export async function collectionFacts(db: Db, collection: ContentCollection, slug: string | null, exceptId?: string, eventId?: string) {
  // One query: the items not deleted, how many of them (other than exceptId) have the slug (none when it is null), and the event.
  const row = await db
    .select({
      size: count(),
      taken: sql<number | null>`sum(${contentItems.slug} = ${slug} AND ${contentItems.id} <> ${exceptId ?? ""})`,
      eventKnown: eventKnown(eventId),
    })
    .from(contentItems)
    .where(and(eq(contentItems.collection, collection), isNull(contentItems.deletedAt)))
    .get();
  return { size: row?.size ?? 0, slugTaken: (row?.taken ?? 0) > 0, eventKnown: Boolean(row?.eventKnown ?? 1) };
}

/** A new item, last in its collection's list. */
export async function insertContentRow(db: Db, row: Omit<ContentRow, "position">): Promise<ContentRow> {
  const last = db
    .select({ next: sql<number>`coalesce(max(${contentItems.position}) + 1, 0)` })
    .from(contentItems)
    .where(and(eq(contentItems.collection, row.collection), isNull(contentItems.deletedAt)));
  return db
    .insert(contentItems)
    .values({ ...row, position: sql`(${last})` })
    .returning()
    .get();
}

type RowChanges = Partial<Pick<ContentRow, "fields" | "bodyHtml" | "slug" | "status" | "updatedAt" | "deletedAt" | "position" | "updatedBy">>;

export async function updateContentRow(db: Db, id: string, changes: RowChanges): Promise<ContentRow | undefined> {
  return updateContentRowQuery(db, id, changes).get();
}

/** The update of one item, returning it: for a batch of the caller's (a save that keeps a version, decision 130). */
export function updateContentRowQuery(db: Db, id: string, changes: RowChanges) {
  return db.update(contentItems).set(changes).where(eq(contentItems.id, id)).returning();
}

/** Writes the positions of a collection's items as listed (0, 1, 2…), in one batch. */
export async function writeContentOrder(db: Db, ids: readonly string[], at: number): Promise<void> {
  if (ids.length === 0) return;
  const [first, ...rest] = ids.map((id, position) => db.update(contentItems).set({ position, updatedAt: at }).where(eq(contentItems.id, id)));
  await db.batch([first!, ...rest]);
}

/** The data versions of `collections` (the `data_versions` rows `content:{collection}`, changed by triggers on every write). */
export type ContentVersions = Record<string, number>;

/**
 * The data versions of `collections` and the published items of those whose version is no longer
 * `known` (all of them when nothing is known), in each collection's order: one D1 round trip either
 * way (a batch), and no item of an unchanged collection read (the items' query asks each
 * collection's version first).
 */
export async function publishedIfChanged(
  db: Db,
  collections: readonly ContentCollection[],
  known: ContentVersions | undefined,
): Promise<{ versions: ContentVersions; rows: PublishedRow[] | undefined }> {
  const names = collections.map(versionName);
  const [versionRows, rows] = await db.batch([versionsQuery(db, names), publishedIfChangedQuery(db, collections, known)]);
  const versions = Object.fromEntries(versionRows.map((row) => [row.name, row.version]));
  return { versions, rows: sameVersions(names, versions, known) ? undefined : rows };
}

const VERSION_PREFIX = "content:";
/** The name of a collection's row in `data_versions`. */
export const versionName = (collection: ContentCollection) => `${VERSION_PREFIX}${collection}`;

/** The data versions named (`data_versions`), for a batch of the caller's. */
export function versionsQuery(db: Db, names: readonly string[]) {
  return db
    .select({ name: dataVersions.name, version: dataVersions.version })
    .from(dataVersions)
    .where(inArray(dataVersions.name, [...names]));
}

/** Whether every version named is still the one `known`. */
export const sameVersions = (names: readonly string[], versions: ContentVersions, known: ContentVersions | undefined) =>
  known !== undefined && names.every((name) => versions[name] === known[name]);

/** The collections whose items a read with `known` versions brought (publishedIfChangedQuery): those whose version moved, or all. */
export const changedCollections = (collections: readonly ContentCollection[], versions: ContentVersions, known: ContentVersions | undefined) =>
  collections.filter((collection) => !sameVersions([versionName(collection)], versions, known));

/** What a page keeps of a published item: a list page's fields, and an item page's body as stored (decision 147). */
export type PublishedRow = Pick<ContentRow, "id" | "collection" | "fields" | "bodyHtml">;

/**
 * The published items of `collections` in each collection's order, only of those whose version is
 * no longer `known` (all when nothing is known: IS NOT NULL), so an unchanged check reads no item,
 * and a write to one collection of a page reads that collection's items alone (decision 169). The
 * condition is one SQL fragment and the select the four columns a page uses: drizzle writes the
 * query at every request, in time that grows with its nodes and columns. For a batch of the caller's.
 */
export function publishedIfChangedQuery(db: Db, collections: readonly ContentCollection[], known: ContentVersions | undefined) {
  const names = collections.map(versionName);
  const knownOf = sql.join(
    names.map((name) => sql`WHEN ${name} THEN ${known?.[name] ?? null}`),
    sql` `,
  );
  const changed = sql`${contentItems.collection} IN (SELECT substr(${dataVersions.name}, ${VERSION_PREFIX.length + 1}) FROM ${dataVersions} WHERE ${dataVersions.name} IN (${sql.join(
    names.map((name) => sql`${name}`),
    sql`, `,
  )}) AND ${dataVersions.version} IS NOT (CASE ${dataVersions.name} ${knownOf} END))`;
  return db
    .select({ id: contentItems.id, collection: contentItems.collection, fields: contentItems.fields, bodyHtml: contentItems.bodyHtml })
    .from(contentItems)
    .where(and(changed, eq(contentItems.status, "published"), isNull(contentItems.deletedAt)))
    .orderBy(asc(contentItems.collection), asc(contentItems.position), asc(contentItems.createdAt));
}

/**
 * The board's handover (decision 136), one batch: the published alumni become drafts, then the rest of
 * the published board moves to the alumni group (its JSON `group`). Deleted items and drafts stay.
 */
export function boardHandoverQueries(db: Db, at: number) {
  const publishedBoard = and(eq(contentItems.collection, "board"), eq(contentItems.status, "published"), isNull(contentItems.deletedAt));
  const group = sql`json_extract(${contentItems.fields}, '$.group')`;
  return [
    db
      .update(contentItems)
      .set({ status: "draft", updatedAt: at })
      .where(and(publishedBoard, sql`${group} = 'alumni'`))
      .returning({ id: contentItems.id }),
    db
      .update(contentItems)
      .set({ fields: sql`json_set(${contentItems.fields}, '$.group', 'alumni')`, updatedAt: at })
      .where(and(publishedBoard, sql`${group} != 'alumni'`))
      .returning({ id: contentItems.id }),
  ] as const;
}
