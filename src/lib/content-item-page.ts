import { ApiError, INVALID_RESPONSE_MESSAGE } from "~/lib/api-error";
import { getPublished, publishedContent, readServedPage } from "~/lib/public-api/content";
import { canonicalOrigin, servedAsNotFound } from "~/lib/served-page";
import { CONTENT_DATA_ELEMENT_ID, type ContentItemCollection, type PublishedItem } from "~/shared/content/pages";

/**
 * The item of a page that is one item (a post, a program: CONTENT_ITEM_PAGES), for the page's route
 * (decisions 079 and 084), with its body as HTML the Worker rendered, so no visitor loads a Markdown
 * renderer.
 */

/** What the Worker writes into the head of an item's page (worker/features/content/services/content-pages.ts). */
const WORKER_TAGS = 'title, meta[name="description"], meta[property^="og:"], meta[property^="article:"], meta[name^="twitter:"], link[rel="canonical"]';

/**
 * The published items that may be the page's: those the Worker wrote into this page (read once; its
 * head tags go with them, since the route renders the same tags from then on), else those it writes
 * into the item's page, fetched (after a click from another page; the edge keeps that page). Under
 * `npm run dev` no page is the Worker's: the API gives the items.
 */
async function candidates(collection: ContentItemCollection, path: string): Promise<{ items: PublishedItem[]; origin: string } | undefined> {
  if (document.getElementById(CONTENT_DATA_ELEMENT_ID)) {
    const origin = canonicalOrigin();
    const { [collection]: items } = await publishedContent([collection]);
    for (const tag of document.head.querySelectorAll(WORKER_TAGS)) tag.remove();
    return { items, origin };
  }
  if (import.meta.env.DEV) return { items: await getPublished(collection), origin: window.location.origin };
  const served = await readServedPage(path);
  return served && { items: served[collection] ?? [], origin: window.location.origin };
}

/** The item `pick` finds among the page's candidates, with its body as HTML and the page's origin. Undefined: no such item. */
export async function pageItem<T extends { html?: string; body?: string }>(
  collection: ContentItemCollection,
  path: string,
  pick: (items: readonly PublishedItem[]) => T | undefined,
): Promise<{ item: T; html: string; origin: string } | undefined> {
  if (servedAsNotFound()) return undefined;
  const found = await candidates(collection, path);
  const item = found && pick(found.items);
  if (!found || !item) return undefined;
  if (item.html !== undefined) return { item, html: item.html, origin: found.origin };
  // Only the API's items (npm run dev) lack the HTML. The built site has no such branch, and so no
  // Markdown renderer to load (nor the module runtime a lazy chunk would split out of the entry).
  if (!import.meta.env.DEV) throw new ApiError(INVALID_RESPONSE_MESSAGE, 200);
  const { renderMarkdown } = await import("~/shared/markdown");
  return { item, html: renderMarkdown(item.body ?? ""), origin: found.origin };
}
