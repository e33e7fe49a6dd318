import { CONTENT_DATA_ELEMENT_ID, CONTENT_PAGES, type ContentPageData, type ContentPagePath, contentCacheTag } from "../../../../src/shared/content/pages";
import type { ContentCollection } from "../../../../src/shared/content/vocabulary";
import { now, SECOND } from "../../../lib/clock";
import { jsonForScript } from "../../../lib/html";
import { IsolateCache } from "../../../lib/isolate-cache";
import type { ServiceContext } from "../../../services/context";
import { publishedIfChanged, type ContentVersions } from "../db/content-items";

/**
 * The public pages of the content officers edit (decision 079): the prerendered page with the
 * published items it shows written in as JSON (`<script type="application/json" id="content-data">`).
 *
 * What it costs: each page's data is kept in this isolate under its collections' data versions. A
 * fresh entry (checked less than FRESH_MS ago) costs no D1 query; an older one costs one round trip
 * that reads only the versions unless a collection changed, and then its items as well. A write in
 * this isolate forgets the entries at once; one in another isolate shows here within FRESH_MS. In
 * front of this, the edge (Workers Caching) keeps each page until a write purges its tags.
 */
export const FRESH_MS = 10 * SECOND;

/** A page's data as read, ready to write into the HTML. */
type PageEntry = { versions: ContentVersions; script: string };

const pageData = new IsolateCache<PageEntry>({ maxEntries: Object.keys(CONTENT_PAGES).length, freshForMs: FRESH_MS });

/** After a write to content in this isolate: the next view of each page asks D1. */
export function forgetContentPages(): void {
  pageData.clear();
}

/** The edge cache's tags of a page: one per collection it shows. */
export const contentPageTags = (path: ContentPagePath): string[] => CONTENT_PAGES[path].map(contentCacheTag);

/** The `<script>` element that carries the page's published items (every value escaped for a script). */
export async function contentPageScript(ctx: ServiceContext, path: ContentPagePath): Promise<string> {
  const at = now();
  const cached = pageData.get(path, at);
  if (cached?.fresh) return cached.value.script;
  const collections: readonly ContentCollection[] = CONTENT_PAGES[path];
  const { versions, rows } = await publishedIfChanged(ctx.db, collections, cached?.value.versions);
  if (cached && rows === undefined) {
    pageData.confirm(path, at);
    return cached.value.script;
  }
  const data: ContentPageData = { path, collections: Object.fromEntries(collections.map((collection) => [collection, []])) };
  for (const row of rows ?? []) data.collections[row.collection]?.push({ id: row.id, fields: JSON.parse(row.fields) as Record<string, unknown> });
  const script = `<script type="application/json" id="${CONTENT_DATA_ELEMENT_ID}">${jsonForScript(data)}</script>`;
  pageData.set(path, { versions, script }, at);
  return script;
}

/** The page with its data at the end of <head>; the file's validators and length go, since they describe the file, not this page. */
export function renderContentPage(page: Response, script: string): Response {
  const headers = new Headers(page.headers);
  for (const name of ["ETag", "Last-Modified", "Content-Length", "CF-Cache-Status"]) headers.delete(name);
  return new HTMLRewriter()
    .on("head", { element: (head) => void head.append(script, { html: true }) })
    .transform(new Response(page.body, { status: page.status, headers }));
}
