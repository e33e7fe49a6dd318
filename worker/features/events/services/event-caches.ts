import { EVENTS_CACHE_TAG } from "../../../../src/shared/content/pages";
import { SECOND } from "../../../lib/clock";
import { IsolateCache } from "../../../lib/isolate-cache";
import type { ServiceContext } from "../../../services/context";

/**
 * What this isolate keeps of the events for visitors (anonymous lists and
 * the public calendar feed), under the events' data version in D1. An entry
 * is served without asking D1 for FRESH_MS after it was read or checked;
 * then one query checks the version and reads the data only if it changed.
 * So another isolate's change shows here within FRESH_MS (well inside the
 * 60 s that `Cache-Control: public, max-age=60` already allows), and a change
 * made here shows at once. See docs/decisions/021-anonymous-event-lists.md.
 */
export const FRESH_MS = 10 * SECOND;

/** A ready answer: the body as sent, and its entity tag. */
export type CachedBody = { body: string; etag: string };

/** An answer kept with the events' data version it was read at. */
export type VersionedBody = { version: number; answer: CachedBody };

export const visitorEventLists = new IsolateCache<VersionedBody>({ maxEntries: 64, freshForMs: FRESH_MS });
export const publicCalendarFeed = new IsolateCache<VersionedBody>({ maxEntries: 2, freshForMs: FRESH_MS });

let writesHere = 0;

/**
 * How many writes to events or RSVPs this isolate has made: what another feature keeps with the
 * visitors' list (the /events page, decision 087) is stale once this moves, as these lists are.
 */
export const eventWritesHere = () => writesHere;

/**
 * After a write to events or RSVPs in this isolate: its next read asks D1, and the edge drops the
 * pages that carry the visitors' list (/events, decision 087), so their counts follow the events'
 * version as the API's answer does.
 */
export function forgetCachedEvents(ctx: ServiceContext): void {
  writesHere += 1;
  visitorEventLists.clear();
  publicCalendarFeed.clear();
  ctx.purgeEdgeCache([EVENTS_CACHE_TAG]);
}
