import {
  CONTENT_DATA_ELEMENT_ID,
  CONTENT_PAGES,
  type ContentItemCollection,
  type ContentPageData,
  type ContentPagePath,
  contentCacheTag,
  LIST_OMITTED_FIELDS,
  type PublishedItem,
} from "../../../../src/shared/content/pages";
import { postPageHead } from "../../../../src/shared/content/post-page";
import type { ContentCollection } from "../../../../src/shared/content/vocabulary";
import { renderMarkdown } from "../../../../src/shared/markdown";
import { site } from "../../../../src/site.config";
import { now, SECOND } from "../../../lib/clock";
import { escapeHtml, jsonForScript, withPageHead } from "../../../lib/html";
import { IsolateCache } from "../../../lib/isolate-cache";
import type { ServiceContext } from "../../../services/context";
import { publishedIfChanged, type ContentVersions } from "../db/content-items";

/**
 * The public pages of the content officers edit (decision 079): the prerendered page with the
 * published items it shows written in as JSON (`<script type="application/json" id="content-data">`),
 * and for a page that is one item (a post) its head tags too.
 *
 * What it costs: the items are kept in this isolate under their collections' data versions. A
 * fresh entry (checked less than FRESH_MS ago) costs no D1 query; an older one costs one round trip
 * that reads only the versions unless a collection changed, and then its items as well. A write in
 * this isolate forgets the entries at once; one in another isolate shows here within FRESH_MS. In
 * front of this, the edge (Workers Caching) keeps each page until a write purges its tags.
 */
export const FRESH_MS = 10 * SECOND;

/** What is kept of a set of collections: their versions, their published items, and what was already made of them. */
type Entry = { versions: ContentVersions; items: Partial<Record<ContentCollection, PublishedItem[]>>; made: Map<string, string> };

const entries = new IsolateCache<Entry>({ maxEntries: 16, freshForMs: FRESH_MS });

/** After a write to content in this isolate: the next view of each page asks D1. */
export function forgetContentPages(): void {
  entries.clear();
}

/** The published items of `collections`, from this isolate when fresh or unchanged, else from D1 (one round trip). */
async function published(ctx: ServiceContext, collections: readonly ContentCollection[]): Promise<Entry> {
  const at = now();
  const key = collections.join(",");
  const cached = entries.get(key, at);
  if (cached?.fresh) return cached.value;
  const { versions, rows } = await publishedIfChanged(ctx.db, collections, cached?.value.versions);
  if (cached && rows === undefined) {
    entries.confirm(key, at);
    return cached.value;
  }
  const items: Entry["items"] = Object.fromEntries(collections.map((collection) => [collection, []]));
  for (const row of rows ?? []) items[row.collection]?.push({ id: row.id, fields: JSON.parse(row.fields) as Record<string, unknown> });
  const entry = { versions, items, made: new Map<string, string>() };
  entries.set(key, entry, at);
  return entry;
}

/** Made once per entry: what a page writes into its HTML, kept until the items change. */
function madeOnce(entry: Entry, key: string, make: () => string): string {
  let made = entry.made.get(key);
  if (made === undefined) {
    made = make();
    entry.made.set(key, made);
  }
  return made;
}

const dataScript = (data: ContentPageData) => `<script type="application/json" id="${CONTENT_DATA_ELEMENT_ID}">${jsonForScript(data)}</script>`;

/** A list page's items without the fields it does not show. */
function forList(collection: ContentCollection, items: readonly PublishedItem[]): PublishedItem[] {
  const omitted = LIST_OMITTED_FIELDS[collection];
  if (!omitted) return [...items];
  return items.map(({ id, fields }) => ({ id, fields: Object.fromEntries(Object.entries(fields).filter(([name]) => !omitted.includes(name))) }));
}

/** The edge cache's tags of a list page: one per collection it shows. */
export const contentPageTags = (path: ContentPagePath): string[] => CONTENT_PAGES[path].map(contentCacheTag);

/** The `<script>` element that carries a list page's published items (every value escaped for a script). */
export async function contentPageScript(ctx: ServiceContext, path: ContentPagePath): Promise<string> {
  const collections: readonly ContentCollection[] = CONTENT_PAGES[path];
  const entry = await published(ctx, collections);
  return madeOnce(entry, path, () =>
    dataScript({ path, collections: Object.fromEntries(collections.map((collection) => [collection, forList(collection, entry.items[collection] ?? [])])) }),
  );
}

/** The page with its data at the end of <head>; the file's validators and length go, since they describe the file, not this page. */
export function renderContentPage(page: Response, script: string): Response {
  const headers = new Headers(page.headers);
  for (const name of ["ETag", "Last-Modified", "Content-Length", "CF-Cache-Status"]) headers.delete(name);
  return new HTMLRewriter()
    .on("head", { element: (head) => void head.append(script, { html: true }) })
    .transform(new Response(page.body, { status: page.status, headers }));
}

/** What a post's page writes into its shell: the post's head tags, and the post with its body as HTML. */
function postHead(item: PublishedItem, path: string, siteOrigin: string): string {
  const fields = item.fields as { slug: string; title: string; description: string; date: string; author: string; tags: string[]; body: string };
  const head = postPageHead(fields, siteOrigin, site);
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    ...head.meta.map(({ attribute, key, content }) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}"/>`),
    `<link rel="canonical" href="${escapeHtml(head.url)}"/>`,
    dataScript({ path, collections: { posts: [{ ...item, html: renderMarkdown(fields.body) }] } }),
  ].join("");
}

/**
 * The head of the page of the item of `collection` whose slug is `slug` (its tags and its data), or
 * undefined when no published item has it.
 */
export async function contentItemHead(ctx: ServiceContext, collection: ContentItemCollection, slug: string, path: string): Promise<string | undefined> {
  const entry = await published(ctx, [collection]);
  const item = entry.items[collection]?.find((candidate) => candidate.fields.slug === slug);
  if (!item) return undefined;
  return madeOnce(entry, path, () => postHead(item, path, ctx.pageUrl("")));
}

/** A shell as one item's page: its own head tags replace the shell's. */
export function renderContentItemPage(shell: Response, headHtml: string): Response {
  return withPageHead(shell, headHtml);
}
