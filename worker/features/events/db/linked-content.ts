import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { ContentCollection } from "../../../../src/shared/content/vocabulary";
import type { Db } from "../../../db/client";
import { contentItems, events } from "../../../db/schema";

/**
 * The content an event's page links to, read here rather than in the content feature, which
 * depends on this one (its pages carry the events' list): the table is the schema's, not a feature's.
 */

/** The collections whose items may name an event (`eventId`), which that event's page links to. */
export const EVENT_LINKED_COLLECTIONS = ["albums", "slides"] as const satisfies readonly ContentCollection[];

/**
 * The published albums and talks that name the event `idOrSlug` (by id or slug, as the page's
 * address does), in their lists' order: for the event page's batch (one statement, no round trip of
 * its own). Each collection holds at most COLLECTION_ITEMS_MAX items, so the rows read are bounded.
 */
export function publishedForEventQuery(db: Db, idOrSlug: string) {
  return db
    .select({ id: contentItems.id, collection: contentItems.collection, fields: contentItems.fields })
    .from(contentItems)
    .where(
      and(
        inArray(contentItems.collection, [...EVENT_LINKED_COLLECTIONS]),
        eq(contentItems.status, "published"),
        isNull(contentItems.deletedAt),
        sql`json_extract(${contentItems.fields}, '$.eventId') = (select ${events.id} from ${events} where ${events.id} = ${idOrSlug} or ${events.slug} = ${idOrSlug} order by ${events.id} = ${idOrSlug} desc limit 1)`,
      ),
    )
    .orderBy(asc(contentItems.collection), asc(contentItems.position), asc(contentItems.createdAt));
}
