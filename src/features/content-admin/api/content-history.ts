import { apiData } from "~/lib/api-client";
import { contentItemSchema, type ContentCollection } from "~/shared/content/collections";
import { itemHistorySchema } from "~/shared/item-history";

const itemPath = (collection: ContentCollection, id: string) => `/api/content/${collection}/${encodeURIComponent(id)}`;

/** GET /api/content/{collection}/{id}/history (officers): the item now, then its versions, newest first. */
export function getContentHistory(collection: ContentCollection, id: string, signal?: AbortSignal) {
  return apiData(`${itemPath(collection, id)}/history`, itemHistorySchema, { signal });
}

/** POST /api/content/{collection}/{id}/history/{versionId}/restore: the version's fields saved as the item's. */
export function restoreContentVersion(collection: ContentCollection, id: string, versionId: number) {
  return apiData(`${itemPath(collection, id)}/history/${versionId}/restore`, contentItemSchema, { method: "POST" });
}
