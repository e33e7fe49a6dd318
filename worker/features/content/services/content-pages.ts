import {
  CONTENT_DATA_ELEMENT_ID,
  EVENT_LIST_PAGES,
  EVENTS_CACHE_TAG,
  type EventListPageData,
  TERMS_CACHE_TAG,
  CONTENT_LIST_ATTRIBUTE,
  CONTENT_PAGES,
  CONTENT_ITEM_PAGES,
  type ContentItemCollection,
  type ContentPageData,
  type ContentPagePath,
  contentCacheTag,
  LIST_OMITTED_FIELDS,
  type PublishedItem,
} from "../../../../src/shared/content/pages";
import { EVENT_LIST_DATA_ELEMENT_ID, EVENT_LIST_LIMIT } from "../../../../src/shared/event-list";
import { type EventTimes, eventTimes, eventTimesKey } from "../../../../src/shared/time/event-when";
import { toEpochMs } from "../../../../src/shared/time/instant";
import { postPageHead } from "../../../../src/shared/content/post-page";
import { programPageHead } from "../../../../src/shared/content/program-page";
import type { ContentCollection } from "../../../../src/shared/content/vocabulary";
import { PAGE_LISTS } from "../../../../src/shared/content/lists/page-lists";
import { postArticleHtml } from "../../../../src/shared/content/lists/post-article";
import { postsOf } from "../../../../src/shared/content/lists/posts";
import { programArticleHtml, programsOf } from "../../../../src/shared/content/lists/programs";
import { site } from "../../../../src/site.config";
import { now, SECOND } from "../../../lib/clock";
import { escapeHtml, trustedHtml } from "../../../../src/shared/html";
import { jsonForScript, withPageHead } from "../../../lib/html";
import { IsolateCache } from "../../../lib/isolate-cache";
import { renderMarkdownLazily } from "../../../lib/markdown";
import type { ServiceContext } from "../../../services/context";
import { changedCollections, type ContentVersions, publishedIfChanged, type PublishedRow } from "../db/content-items";
import { eventPageDataIfChanged } from "../db/event-page-data";
import type { TermRow } from "../../../db/schema";
import { eventWritesHere } from "../../events/services/event-caches";
import { siteListFilters, visitorListBody } from "../../events/services/events";
import { termListOf } from "../../points/services/terms";

/**
 * The public pages of the content officers edit (decision 079): the prerendered page with the
 * published items it shows written in as JSON (`<script type="application/json" id="content-data">`),
 * and for a page that is one item (a post, a program: decision 084) its head tags too.
 *
 * What it costs: the items are kept in this isolate under their collections' data versions. A
 * fresh entry (checked less than FRESH_MS ago) costs no D1 query; an older one costs one round trip
 * that reads only the versions unless a collection changed, and then the items of those that did. A
 * write in this isolate makes every entry stale at once, so the next view makes that round trip; one
 * in another isolate shows here within FRESH_MS. In
 * front of this, the edge (Workers Caching) keeps each page until a write purges its tags.
 */
export const FRESH_MS = 10 * SECOND;

/**
 * What is kept of a set of collections: their versions, their published items, the bodies of those
 * with a page of their own as stored when saved (`body_html`, decision 147: null for an item saved
 * before), and what was already made of them.
 */
type Entry = {
  versions: ContentVersions;
  items: Partial<Record<ContentCollection, PublishedItem[]>>;
  bodies: ReadonlyMap<string, string | null>;
  made: Map<string, unknown>;
};

const entries = new IsolateCache<Entry>({ maxEntries: 16, freshForMs: FRESH_MS });

/**
 * What is kept of a page that also shows the site's events (EVENT_LIST_PAGES, decision 087): its
 * collections' entry, with the visitors' list of events as GET /api/events answers it, the terms
 * where the page needs them, and the count of this isolate's event writes it was read after.
 */
type EventEntry = Entry & { events: string; terms: readonly TermRow[] | undefined; eventWrites: number };

const eventEntries = new IsolateCache<EventEntry>({ maxEntries: 8, freshForMs: FRESH_MS });

/**
 * After a write to content in this isolate: the next view of each page asks D1, with the versions it
 * has, so only the collections the write moved are read again (decision 169).
 */
export function forgetContentPages(): void {
  entries.expire();
  eventEntries.expire();
}

/**
 * The items of `collections` after a read: those of the collections `read` brought from `rows`, the
 * others' as `kept` has them (their versions did not move).
 */
function itemsOf(
  collections: readonly ContentCollection[],
  read: readonly ContentCollection[],
  rows: readonly PublishedRow[],
  kept: Pick<Entry, "items" | "bodies"> | undefined,
): Pick<Entry, "items" | "bodies"> {
  const items: Entry["items"] = {};
  const bodies = new Map<string, string | null>();
  for (const collection of collections) {
    const keptItems = read.includes(collection) ? undefined : kept?.items[collection];
    items[collection] = keptItems ?? [];
    for (const { id } of keptItems ?? []) if (kept?.bodies.has(id)) bodies.set(id, kept.bodies.get(id)!);
  }
  for (const row of rows) {
    items[row.collection]?.push({ id: row.id, fields: JSON.parse(row.fields) as Record<string, unknown> });
    if (row.collection in CONTENT_ITEM_PAGES) bodies.set(row.id, row.bodyHtml);
  }
  return { items, bodies };
}

/** The published items of `collections`, from this isolate when fresh or unchanged, else from D1 (one round trip). */
async function published(ctx: ServiceContext, collections: readonly ContentCollection[]): Promise<Entry> {
  const at = now();
  const key = collections.join(",");
  const cached = entries.get(key, at);
  if (cached?.fresh) return cached.value;
  const known = cached?.value.versions;
  const { versions, rows } = await publishedIfChanged(ctx.db, collections, known);
  if (cached && rows === undefined) {
    entries.confirm(key, at);
    return cached.value;
  }
  const entry = {
    versions,
    ...itemsOf(collections, changedCollections(collections, versions, known), rows ?? [], cached?.value),
    made: new Map<string, unknown>(),
  };
  entries.set(key, entry, at);
  return entry;
}

/**
 * The published items of `collections`, the visitors' list of events of the site's window, and the
 * terms if `withTerms`: from this isolate when fresh (and no event was written here since) or
 * unchanged, else from D1 — one round trip that reads the content's and the events' versions
 * together, and the items or the events only where their version moved.
 */
async function publishedWithEvents(ctx: ServiceContext, path: string, collections: readonly ContentCollection[], withTerms: boolean): Promise<EventEntry> {
  const at = now();
  const filters = siteListFilters(at);
  // The window moves once a month: a new key, read whole.
  const key = `${path} ${filters.from}`;
  const writes = eventWritesHere();
  const cached = eventEntries.get(key, at);
  if (cached?.fresh && cached.value.eventWrites === writes) return cached.value;
  const read = await eventPageDataIfChanged(ctx.db, collections, filters, withTerms, cached?.value.versions);
  const sameTerms = JSON.stringify(read.terms) === JSON.stringify(cached?.value.terms);
  if (cached && read.items === undefined && read.events === undefined && sameTerms) {
    eventEntries.confirm(key, at);
    cached.value.eventWrites = writes;
    return cached.value;
  }
  const entry: EventEntry = {
    versions: read.versions,
    ...(read.items === undefined && cached
      ? { items: cached.value.items, bodies: cached.value.bodies }
      : itemsOf(collections, changedCollections(collections, read.versions, cached?.value.versions), read.items ?? [], cached?.value)),
    events: read.events === undefined && cached ? cached.value.events : visitorListBody(read.events ?? [], filters),
    terms: read.terms,
    eventWrites: writes,
    made: new Map<string, unknown>(),
  };
  eventEntries.set(key, entry, at);
  return entry;
}

/** Made once per entry: what a page writes into its HTML, kept until the items change. */
function madeOnce<T>(entry: Entry, key: string, make: () => T): T {
  if (!entry.made.has(key)) entry.made.set(key, make());
  return entry.made.get(key) as T;
}

const dataScript = (data: ContentPageData) => `<script type="application/json" id="${CONTENT_DATA_ELEMENT_ID}">${jsonForScript(data)}</script>`;

/** A list page's items without the fields it does not show. */
function forList(collection: ContentCollection, items: readonly PublishedItem[]): PublishedItem[] {
  const omitted = LIST_OMITTED_FIELDS[collection];
  if (!omitted) return [...items];
  return items.map(({ id, fields }) => ({ id, fields: Object.fromEntries(Object.entries(fields).filter(([name]) => !omitted.includes(name))) }));
}

/** The edge cache's tags of a list page: one per collection it shows, and the events' and the terms' where it carries them. */
export const contentPageTags = (path: ContentPagePath): string[] => [
  ...CONTENT_PAGES[path].map(contentCacheTag),
  ...(EVENT_LIST_PAGES[path] ? [EVENTS_CACHE_TAG] : []),
  ...(EVENT_LIST_PAGES[path]?.terms ? [TERMS_CACHE_TAG] : []),
];

/** What the Worker writes into a list page: the `<script>` that carries its published items, and each of its lists as HTML, by its element's name. */
export type ContentPageParts = { script: string; lists: Readonly<Record<string, string>> };

/**
 * A list page's parts (decision 083): its published items as JSON (every value escaped for a
 * script; only what its lists show where the page says so, PAGE_LISTS' `carried`), which the SPA
 * reads once, and each of its lists as the HTML the SPA would write from them (PAGE_LISTS), so the
 * lists paint before any script runs. The form of a list an address asks for (/blogs?tag=…) is one
 * the items have, so what is kept per entry stays bounded.
 */
export async function contentPageParts(ctx: ServiceContext, path: ContentPagePath, query: URLSearchParams): Promise<ContentPageParts> {
  const collections: readonly ContentCollection[] = CONTENT_PAGES[path];
  const withEvents = EVENT_LIST_PAGES[path];
  const entry = withEvents ? await publishedWithEvents(ctx, path, collections, withEvents.terms) : await published(ctx, collections);
  const { lists, carried } = PAGE_LISTS[path];
  const data = madeOnce(entry, `${path} data`, () => {
    const listed = Object.fromEntries(collections.map((collection) => [collection, forList(collection, entry.items[collection] ?? [])]));
    return carried ? carried(listed) : listed;
  });
  const script = madeOnce(entry, path, () => dataScript({ path, collections: data }));
  return {
    script: "events" in entry ? script + madeOnce(entry, `${path} events`, () => eventDataScript(path, entry as EventEntry)) : script,
    lists: Object.fromEntries(
      Object.entries(lists).map(([name, list]) => {
        const variant = list.variant(data, query);
        return [name, madeOnce(entry, `${path}#${name}?${variant}`, () => list.render(data, variant).markup)];
      }),
    ),
  };
}

/**
 * The times made in this isolate, by the instants they are made of: the same instants always read
 * the same (the chapter's zone is fixed), so a page read again after a write makes only those of
 * instants it has not seen (about 100 µs each in Node). Bounded: forgotten all at once when full.
 */
const madeTimes = new Map<string, EventTimes>();
const MADE_TIMES_MAX = 2 * EVENT_LIST_LIMIT;

function timesOf(event: { startsAt: string; endsAt: string }): EventTimes {
  const key = eventTimesKey(event);
  let times = madeTimes.get(key);
  if (!times) {
    if (madeTimes.size >= MADE_TIMES_MAX) madeTimes.clear();
    times = eventTimes(event, site.timeZone);
    madeTimes.set(key, times);
  }
  return times;
}

/**
 * The `<script>` with the visitors' list of events (the API's very answer) and the terms, which the
 * SPA reads instead of asking GET /api/events and GET /api/terms (decision 087), and what its cards
 * show of each event's instants in the chapter's zone, so the browser makes no Intl format to show
 * them (decision 164). The current term is the one of when the entry was read.
 */
function eventDataScript(path: ContentPagePath, entry: EventEntry): string {
  const at = now();
  const terms = entry.terms && termListOf(entry.terms, at);
  const events = JSON.parse(entry.events) as { data: { startsAt: string; endsAt: string }[] };
  // A page without past events shows those that end after now: after this, fewer of them.
  const shown = EVENT_LIST_PAGES[path]?.past ? events.data : events.data.filter((event) => toEpochMs(event.endsAt) > at);
  const times: Record<string, EventTimes> = {};
  for (const event of shown) times[eventTimesKey(event)] ??= timesOf(event);
  const data: EventListPageData = { path, events, ...(terms ? { terms: { data: terms.terms, meta: terms.meta } } : {}), times };
  return `<script type="application/json" id="${EVENT_LIST_DATA_ELEMENT_ID}">${jsonForScript(data)}</script>`;
}

/**
 * The page with its data at the end of <head> and each list in the element that carries its name;
 * the file's validators and length go, since they describe the file, not this page.
 */
export function renderContentPage(page: Response, { script, lists }: ContentPageParts): Response {
  const headers = new Headers(page.headers);
  for (const name of ["ETag", "Last-Modified", "Content-Length", "CF-Cache-Status"]) headers.delete(name);
  const rewriter = new HTMLRewriter().on("head", { element: (head) => void head.append(script, { html: true }) });
  for (const [name, list] of Object.entries(lists)) {
    rewriter.on(`[${CONTENT_LIST_ATTRIBUTE}="${name}"]`, { element: (element) => void element.setInnerContent(list, { html: true }) });
  }
  return rewriter.transform(new Response(page.body, { status: page.status, headers }));
}

/** What an item's page writes into its shell: its head tags with its data (the item with its body as HTML), and the item as the page shows it. */
export type ContentItemParts = { head: string; article: string };

/** The head tags both item pages write (postPageHead, programPageHead), every value escaped. */
const headTags = (head: { title: string; url: string; meta: readonly { attribute: string; key: string; content: string }[] }) => [
  `<title>${escapeHtml(head.title)}</title>`,
  ...head.meta.map(({ attribute, key, content }) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}"/>`),
  `<link rel="canonical" href="${escapeHtml(head.url)}"/>`,
];

function postParts(item: PublishedItem, body: string, path: string, siteOrigin: string): ContentItemParts {
  const fields = item.fields as { slug: string; title: string; description: string; date: string; author: string; tags: string[]; body: string };
  const withBody = { ...item, html: body };
  const [post] = postsOf([withBody]);
  return {
    head: [...headTags(postPageHead(fields, siteOrigin, site)), dataScript({ path, collections: { posts: [withBody] } })].join(""),
    article: post ? postArticleHtml(post, trustedHtml(body)).markup : "",
  };
}

function programParts(item: PublishedItem, body: string, path: string, siteOrigin: string): ContentItemParts {
  const fields = item.fields as { slug: string; name: string; summary: string; body: string };
  const withBody = { ...item, html: body };
  const [program] = programsOf([withBody]);
  return {
    head: [...headTags(programPageHead(fields, siteOrigin, site)), dataScript({ path, collections: { programs: [withBody] } })].join(""),
    article: program ? programArticleHtml(program, trustedHtml(body)).markup : "",
  };
}

const ITEM_PARTS: Record<ContentItemCollection, (item: PublishedItem, body: string, path: string, siteOrigin: string) => ContentItemParts> = {
  posts: postParts,
  programs: programParts,
};

/**
 * The parts of the page of the item of `collection` whose slug is `slug` (its head tags and data,
 * and the item as the page shows it), or undefined when no published item has it. Its body is the
 * HTML stored when it was saved (decision 147), so a view renders no Markdown; an item saved before
 * bodies were stored has its Markdown rendered here, once per entry, until its next save stores it.
 */
export async function contentItemParts(
  ctx: ServiceContext,
  collection: ContentItemCollection,
  slug: string,
  path: string,
): Promise<ContentItemParts | undefined> {
  const entry = await published(ctx, [collection]);
  const item = entry.items[collection]?.find((candidate) => candidate.fields.slug === slug);
  if (!item) return undefined;
  if (entry.made.has(path)) return entry.made.get(path) as ContentItemParts;
  const body = entry.bodies.get(item.id) ?? (await renderMarkdownLazily(String(item.fields.body ?? "")));
  return madeOnce(entry, path, () => ITEM_PARTS[collection](item, body, path, ctx.pageUrl("")));
}

/** A shell as one item's page: its own head tags replace the shell's, and the item goes into the shell's content element. */
export function renderContentItemPage(shell: Response, { head, article }: ContentItemParts): Response {
  return new HTMLRewriter()
    .on(`[${CONTENT_LIST_ATTRIBUTE}]`, { element: (element) => void element.setInnerContent(article, { html: true }) })
    .transform(withPageHead(shell, head));
}
