import type { EventTimes } from "../time/event-when";
import { CONTENT_COLLECTIONS, type ContentCollection } from "./vocabulary";

/**
 * The public pages that show content officers edit (decision 079): the Worker serves each one (its
 * path is in wrangler.toml's `run_worker_first`), writing the published items of the collections it
 * needs into the prerendered page as JSON, so the page shows an officer's edit without a build and
 * without asking the API again. No zod here: the pages' first load imports it.
 */

/** The element that carries a page's content, as JSON, in the page the Worker serves. */
export const CONTENT_DATA_ELEMENT_ID = "content-data";

/** The attribute of the element a page's list (or a post's article) is written into, as HTML, by the Worker and the SPA alike (decision 083). */
export const CONTENT_LIST_ATTRIBUTE = "data-content-list";

/** Each list page's path and the collections it shows (its lists: src/shared/content/lists/page-lists.ts). */
export const CONTENT_PAGES = {
  // The home page: its program cards, sponsor strip and photo (decision 089).
  "/": ["programs", "sponsors", "albums"],
  "/board": ["board"],
  "/sponsors": ["sponsors"],
  "/blogs": ["posts"],
  "/resources": ["resources"],
  "/gallery": ["albums"],
  "/programs": ["programs"],
  "/events": ["slides"],
} as const satisfies Record<string, readonly ContentCollection[]>;
export type ContentPagePath = keyof typeof CONTENT_PAGES;

/**
 * The content pages that also show the site's events (decision 087): the Worker writes into them the
 * visitors' list of events (the very answer of GET /api/events for the list's window, kept in the
 * isolate) and, where the page groups past events by term, the terms (GET /api/terms), so an
 * anonymous view asks the API nothing; and what its cards show of the events' times (decision 164),
 * of the past ones too where it lists them (`past`).
 */
export const EVENT_LIST_PAGES: Partial<Record<ContentPagePath, { terms: boolean; past: boolean }>> = {
  "/": { terms: false, past: false },
  "/events": { terms: true, past: true },
};

/**
 * What the Worker writes into such a page: its address, the events' answer (`data`, `meta`), the
 * terms' (`data`, `meta`), and what the cards show of each event's instants in the chapter's zone,
 * by eventTimesKey (decision 164: the browser shows them without loading Intl's data).
 */
export type EventListPageData = { path: string; events: unknown; terms?: unknown; times?: Record<string, EventTimes> };

/** The edge cache's tags of what such a page shows besides content: an event or RSVP write purges the first, a term write the second. */
export const EVENTS_CACHE_TAG = "events";
export const TERMS_CACHE_TAG = "terms";

/**
 * The collections some public page reads, in the collections' order: the ones officers edit on the
 * site (an edit to another would show nowhere) and the site health counts.
 */
export const PAGED_COLLECTIONS: readonly ContentCollection[] = CONTENT_COLLECTIONS.filter((collection) =>
  Object.values(CONTENT_PAGES).some((collections: readonly ContentCollection[]) => collections.includes(collection)),
);

/** Fields a list page leaves out: a post's or a program's text is read on its own page. */
export const LIST_OMITTED_FIELDS: Partial<Record<ContentCollection, readonly string[]>> = { posts: ["body"], programs: ["body", "faqs"] };

/**
 * Pages that are one item each (`{prefix}{slug}`): the Worker writes the item and its head tags into
 * the shell prerendered at `shell`; an unknown slug is the not-found page, with 404. A program's
 * page sits at the top of the site (/{slug}): no file matches it, so the Worker gets the request
 * without a `run_worker_first` pattern, and no other page pays for it (decision 084).
 */
export const CONTENT_ITEM_PAGES = {
  posts: { prefix: "/blogs/", shell: "/blogs/_post" },
  programs: { prefix: "/", shell: "/_program" },
} as const satisfies Partial<Record<ContentCollection, { prefix: string; shell: string }>>;
export type ContentItemCollection = keyof typeof CONTENT_ITEM_PAGES;

/**
 * A published item as a page reads it: its id and its fields (the collection's contract). On a
 * post's or a program's own page, `html` is its Markdown body as the Worker rendered it (renderMarkdown, src/shared/markdown.ts) when it
 * was saved (decision 147), so the page's first load carries no Markdown renderer.
 */
export type PublishedItem = { id: string; fields: Record<string, unknown>; html?: string };

/** What the Worker writes into a content page: the address it was served for, and each collection's published items in order. */
export type ContentPageData = { path: string; collections: Partial<Record<ContentCollection, PublishedItem[]>> };

/** The edge cache's tag for a collection: pages carry it (`Cache-Tag`), and a write to the collection purges it. */
export const contentCacheTag = (collection: ContentCollection) => `content:${collection}`;
