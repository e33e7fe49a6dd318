import type { ContentCollection } from "../../../../src/shared/content/vocabulary";
import type { Db } from "../../../db/client";
import type { EventRow, TermRow } from "../../../db/schema";
import { eventListIfChangedQuery, type EventFilters } from "../../events/db/events";
import { listTermsQuery } from "../../points/db/terms";
import { type ContentVersions, type PublishedRow, publishedIfChangedQuery, sameVersions, versionName, versionsQuery } from "./content-items";

/** The events' row in `data_versions`, which the events' and the RSVPs' triggers redraw (decision 021). */
export const EVENTS_VERSION = "events";

/**
 * What a page with content and the site's events needs (decision 087), in one D1 round trip: the
 * versions of its collections and of the events; the published items, only if a collection
 * changed; the events of `filters`, only if they changed (neither reads a row when nothing did); and
 * the terms only when asked (a few rows, read every time: they have no version).
 */
export async function eventPageDataIfChanged(
  db: Db,
  collections: readonly ContentCollection[],
  filters: EventFilters,
  withTerms: boolean,
  known: ContentVersions | undefined,
): Promise<{ versions: ContentVersions; items: PublishedRow[] | undefined; events: EventRow[] | undefined; terms: TermRow[] | undefined }> {
  const names = collections.map(versionName);
  const read = [
    versionsQuery(db, [...names, EVENTS_VERSION]),
    publishedIfChangedQuery(db, collections, known),
    eventListIfChangedQuery(db, filters, known?.[EVENTS_VERSION]),
  ] as const;
  // The terms' statement only where the page shows them: each statement of a batch costs its run.
  const [versionRows, items, events, terms] = withTerms ? await db.batch([...read, listTermsQuery(db)]) : [...(await db.batch(read)), undefined];
  const versions: ContentVersions = Object.fromEntries(versionRows.map((row) => [row.name, row.version]));
  return {
    versions,
    items: sameVersions(names, versions, known) ? undefined : items,
    events: sameVersions([EVENTS_VERSION], versions, known) ? undefined : events,
    terms: withTerms ? terms : undefined,
  };
}
