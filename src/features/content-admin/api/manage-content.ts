import * as z from "zod/mini";
import "~/shared/zod-messages";
import { apiData, apiRequest } from "~/lib/api-client";
import { contentItemSchema, type ContentCollection, type ContentStatus } from "~/shared/content/collections";
import { editedContentItemSchema } from "~/shared/content/drafts";

/** The collections' field contracts: the editor checks its input with them before calling, as the Worker does. */
export { COLLECTION_FIELDS } from "~/shared/content/collections";

const base = (collection: ContentCollection) => `/api/content/${collection}`;
const itemPath = (collection: ContentCollection, id: string) => `${base(collection)}/${encodeURIComponent(id)}`;

/** GET /api/content/{collection}?include=drafts|deleted (officers): the list as the editor shows it. */
export function listContentForEditing(collection: ContentCollection, include: "drafts" | "deleted", signal?: AbortSignal) {
  return apiData(`${base(collection)}?include=${include}`, z.array(contentItemSchema), { signal });
}

/** GET /api/content/{collection}?include=drafts (officers): the editor's list, each item with its waiting draft (decision 130). */
export function listContentWithDrafts(collection: ContentCollection, signal?: AbortSignal) {
  return apiData(`${base(collection)}?include=drafts`, z.array(editedContentItemSchema), { signal });
}

/** POST /api/content/{collection}: a new item, as a draft or published at once. */
export function createContentItem(collection: ContentCollection, status: ContentStatus, fields: Record<string, unknown>) {
  return apiData(base(collection), contentItemSchema, { method: "POST", body: { status, fields } });
}

/** PATCH /api/content/{collection}/{id}: the fields sent replace those fields (`null` removes one); the status if given. */
export function updateContentItem(collection: ContentCollection, id: string, change: { status?: ContentStatus; fields?: Record<string, unknown> }) {
  return apiData(itemPath(collection, id), contentItemSchema, { method: "PATCH", body: change });
}

/** PUT /api/content/{collection}/{id}/order: moves the item to `position` (0 is first); the list in its new order. */
export function moveContentItem(collection: ContentCollection, id: string, position: number) {
  return apiData(`${itemPath(collection, id)}/order`, z.array(contentItemSchema), { method: "PUT", body: { position } });
}

/** DELETE /api/content/{collection}/{id}: off the site at once, restorable for CONTENT_RESTORE_DAYS. */
export function deleteContentItem(collection: ContentCollection, id: string) {
  return apiRequest(itemPath(collection, id), contentItemSchema, { method: "DELETE" });
}

/** POST /api/content/{collection}/{id}/restore. */
export function restoreContentItem(collection: ContentCollection, id: string) {
  return apiData(`${itemPath(collection, id)}/restore`, contentItemSchema, { method: "POST" });
}
