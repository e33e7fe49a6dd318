import { apiData } from "~/lib/api-client";
import type { ContentCollection } from "~/shared/content/collections";
import { contentPreviewSchema, editedContentItemSchema } from "~/shared/content/drafts";

const itemPath = (collection: ContentCollection, id: string) => `/api/content/${collection}/${encodeURIComponent(id)}`;

/** PUT /api/content/{collection}/{id}/draft: the change waits as a draft (an item never published: its fields are saved). */
export function saveContentDraft(collection: ContentCollection, id: string, fields: Record<string, unknown>) {
  return apiData(`${itemPath(collection, id)}/draft`, editedContentItemSchema, { method: "PUT", body: { fields } });
}

/** DELETE /api/content/{collection}/{id}/draft: the waiting draft is dropped. */
export function discardContentDraft(collection: ContentCollection, id: string) {
  return apiData(`${itemPath(collection, id)}/draft`, editedContentItemSchema, { method: "DELETE" });
}

/** POST /api/content/{collection}/{id}/publish: the draft (or the item never published) goes live. */
export function publishContentItem(collection: ContentCollection, id: string) {
  return apiData(`${itemPath(collection, id)}/publish`, editedContentItemSchema, { method: "POST" });
}

/** GET /api/content/{collection}/{id}/preview: the public list with the draft in its place. */
export function getContentPreview(collection: ContentCollection, id: string, signal?: AbortSignal) {
  return apiData(`${itemPath(collection, id)}/preview`, contentPreviewSchema, { signal });
}
