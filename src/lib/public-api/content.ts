import { CONTENT_DATA_ELEMENT_ID, type ContentPageData, type PublishedItem } from "~/shared/content/pages";
import type { ContentCollection } from "~/shared/content/vocabulary";
import { ApiError, failureOf, INVALID_RESPONSE_MESSAGE, reachApi } from "../api-error";
import { envelopeOf, get, isRecord, takeElementJson } from "./envelope";

/**
 * The one reader of the content officers edit, for every public page that shows it (decision 079).
 * A page the Worker served carries its published items (`<script id="content-data">`): they are read
 * once, and the element goes with it, so a later visit to the page (a click back) asks the API, as a
 * click from another page does: GET /api/content/{collection}, one request per collection.
 */

const isPublishedItem = (value: unknown): value is PublishedItem => isRecord(value) && typeof value.id === "string" && isRecord(value.fields);
const isItemList = (value: unknown): value is PublishedItem[] => Array.isArray(value) && value.every(isPublishedItem);

/** The data the Worker wrote into this page, if it is still there and belongs to this address; removed once read. */
function takeEmbedded(): ContentPageData["collections"] {
  const data = takeElementJson(document.getElementById(CONTENT_DATA_ELEMENT_ID));
  if (!isRecord(data) || data.path !== window.location.pathname || !isRecord(data.collections)) return {};
  return data.collections as ContentPageData["collections"];
}

/**
 * The content the Worker writes into the page at `path`, read by fetching that page (the edge keeps
 * it): for a page of one item (a post) after a click from another page, since the page carries the
 * item as it is shown (a post's body already HTML). Undefined when the Worker answers 404 (no such
 * item).
 */
export async function readServedPage(path: string, signal?: AbortSignal): Promise<ContentPageData["collections"] | undefined> {
  const response = await reachApi(path, { headers: { Accept: "text/html" }, credentials: "same-origin", signal });
  if (response.status === 404) return undefined;
  if (!response.ok) throw failureOf(response, null);
  const page = new DOMParser().parseFromString(await response.text(), "text/html");
  let data: unknown;
  try {
    data = JSON.parse(page.getElementById(CONTENT_DATA_ELEMENT_ID)?.textContent ?? "");
  } catch {
    throw new ApiError(INVALID_RESPONSE_MESSAGE, response.status);
  }
  if (!isRecord(data) || data.path !== path || !isRecord(data.collections)) throw new ApiError(INVALID_RESPONSE_MESSAGE, response.status);
  return data.collections as ContentPageData["collections"];
}

/** GET /api/content/{collection}: its published items in order, with what a page reads of them. */
export async function getPublished(collection: ContentCollection, signal?: AbortSignal): Promise<PublishedItem[]> {
  const { data } = await envelopeOf(await get(`/api/content/${collection}`, signal), isItemList);
  return data.map(({ id, fields }) => ({ id, fields }));
}

/**
 * The published items of each of `collections` the Worker wrote into this page, at once (so a page
 * can render its list while it hydrates, as the Worker wrote it: decision 083), or undefined where
 * it wrote none of them. Read once: the element goes, and a later visit asks the API.
 */
export function embeddedContent<C extends ContentCollection>(collections: readonly C[]): Record<C, PublishedItem[]> | undefined {
  if (typeof document === "undefined") return undefined;
  const embedded = takeEmbedded();
  if (!collections.every((collection) => isItemList(embedded[collection]))) return undefined;
  return Object.fromEntries(collections.map((collection) => [collection, embedded[collection]])) as Record<C, PublishedItem[]>;
}

/** The published items of each of `collections`: from the page when the Worker wrote them in, else from the API. */
export async function publishedContent<C extends ContentCollection>(collections: readonly C[], signal?: AbortSignal): Promise<Record<C, PublishedItem[]>> {
  const embedded = takeEmbedded();
  const lists = await Promise.all(
    collections.map(async (collection) => {
      const items = embedded[collection];
      return [collection, isItemList(items) ? items : await getPublished(collection, signal)] as const;
    }),
  );
  return Object.fromEntries(lists) as Record<C, PublishedItem[]>;
}
