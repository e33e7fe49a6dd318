import { and, desc, eq, sql } from "drizzle-orm";
import type { ContentCollection } from "../../src/shared/content/vocabulary";
import type { Db } from "./client";
import { contentItems, events, itemVersions, users } from "./schema";

/**
 * The versions officers' saves keep (decision 130), for the content and the events features: each is
 * written by an INSERT … SELECT of the stored row, put in the same D1 batch as the change, before it,
 * so the version is exactly what the change replaced and is never written without it. A trigger keeps
 * the newest ITEM_VERSIONS_KEPT per item (migrations/0060_item_history.sql).
 */

export type VersionKind = ContentCollection | "event";

export type ItemVersionRow = typeof itemVersions.$inferSelect;

/** The event's fields a version keeps, as the API names them, and their columns. */
export const EVENT_VERSION_FIELDS = {
  title: events.title,
  description: events.description,
  category: events.category,
  location: events.location,
  locationUrl: events.locationUrl,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  capacity: events.capacity,
  rsvpOpen: events.rsvpOpen,
  remindSoon: events.remindSoon,
  points: events.points,
  status: events.status,
  checkinOpensMinutesBefore: events.checkinOpensBeforeMinutes,
  checkinClosesMinutesAfter: events.checkinClosesAfterMinutes,
} as const;

const eventJson = sql.join(
  Object.entries(EVENT_VERSION_FIELDS).map(([name, column]) =>
    // Booleans are stored as 0/1: the version keeps them as JSON booleans, as the API speaks.
    column === events.rsvpOpen || column === events.remindSoon ? sql`${name}, json(CASE WHEN ${column} THEN 'true' ELSE 'false' END)` : sql`${name}, ${column}`,
  ),
  sql`, `,
);

/** Keeps content item `id` as it is now (its status and fields): for the batch that changes it. */
export function keepContentVersionQuery(db: Db, collection: ContentCollection, id: string, at: number) {
  return db.insert(itemVersions).select(
    db
      .select({
        id: sql<number>`NULL`.as("id"),
        kind: contentItems.collection,
        itemId: contentItems.id,
        item: sql<string>`json_object('status', ${contentItems.status}, 'fields', json(${contentItems.fields}))`.as("item"),
        savedBy: sql<string | null>`coalesce(${contentItems.updatedBy}, ${contentItems.createdBy})`.as("saved_by"),
        savedAt: contentItems.updatedAt,
        replacedAt: sql<number>`${at}`.as("replaced_at"),
      })
      .from(contentItems)
      .where(and(eq(contentItems.id, id), eq(contentItems.collection, collection))),
  );
}

/** Keeps event `id` as it is now (its editable fields): for the batch that changes it. */
export function keepEventVersionQuery(db: Db, id: string, at: number) {
  return db.insert(itemVersions).select(
    db
      .select({
        id: sql<number>`NULL`.as("id"),
        kind: sql<string>`'event'`.as("kind"),
        itemId: events.id,
        item: sql<string>`json_object(${eventJson})`.as("item"),
        savedBy: sql<string | null>`coalesce(${events.updatedBy}, ${events.createdBy})`.as("saved_by"),
        savedAt: events.updatedAt,
        replacedAt: sql<number>`${at}`.as("replaced_at"),
      })
      .from(events)
      .where(eq(events.id, id)),
  );
}

/** Who saved it, by name parts (null parts: the account is gone, or nobody is known). */
export type SaverName = { username: string | null; firstName: string | null; lastName: string | null };

/** An item's versions, newest first, with who saved each. */
export async function listVersions(db: Db, kind: VersionKind, itemId: string): Promise<(ItemVersionRow & SaverName)[]> {
  return db
    .select({
      id: itemVersions.id,
      kind: itemVersions.kind,
      itemId: itemVersions.itemId,
      item: itemVersions.item,
      savedBy: itemVersions.savedBy,
      savedAt: itemVersions.savedAt,
      replacedAt: itemVersions.replacedAt,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(itemVersions)
    .leftJoin(users, eq(users.id, itemVersions.savedBy))
    .where(and(eq(itemVersions.kind, kind), eq(itemVersions.itemId, itemId)))
    .orderBy(desc(itemVersions.id));
}

/** One version of the item (undefined: none such, or another item's). */
export async function findVersion(db: Db, kind: VersionKind, itemId: string, versionId: number): Promise<ItemVersionRow | undefined> {
  return db
    .select()
    .from(itemVersions)
    .where(and(eq(itemVersions.id, versionId), eq(itemVersions.kind, kind), eq(itemVersions.itemId, itemId)))
    .get();
}

/** A member's name parts (for who saved the item as it is now). */
export async function saverName(db: Db, userId: string | null): Promise<SaverName> {
  const row = userId
    ? await db.select({ username: users.username, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId)).get()
    : undefined;
  return row ?? { username: null, firstName: null, lastName: null };
}
