import { EVENTS_CACHE_TAG } from "../../../../src/shared/content/pages";
import { now, SECOND } from "../../../lib/clock";
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
 * Members' RSVPs purge the edge's copy of the events pages at most once in
 * this long per isolate (issue 34's review; decision 124): a burst of RSVPs
 * after a welcome meeting purged it on every one, against the purge rate
 * limit. A purge skipped is covered by the copy's own life
 * (EVENT_LIST_PAGE_EDGE_SECONDS, 60 s), so counts are at most that old;
 * officers' writes to events always purge.
 */
export const RSVP_PURGE_INTERVAL_MS = 15 * SECOND;
let lastRsvpPurgeAt = Number.NEGATIVE_INFINITY;

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
export function forgetCachedEvents(ctx: ServiceContext, options: { byMember?: boolean } = {}): void {
  writesHere += 1;
  visitorEventLists.clear();
  publicCalendarFeed.clear();
  if (options.byMember) {
    const at = now();
    // A clock that went back (it never does in production) purges rather than waits.
    if (at >= lastRsvpPurgeAt && at - lastRsvpPurgeAt < RSVP_PURGE_INTERVAL_MS) return;
    lastRsvpPurgeAt = at;
  }
  ctx.purgeEdgeCache([EVENTS_CACHE_TAG]);
}
