import { apiData, apiRequest } from "~/lib/api-client";
import { eventSchema } from "~/shared/events";
import { itemHistorySchema } from "~/shared/item-history";

const eventPath = (id: string) => `/api/events/${encodeURIComponent(id)}`;

/** GET /api/events/{id}/history (officers): the event now, then its versions, newest first (decision 130). */
export function getEventHistory(id: string, signal?: AbortSignal) {
  return apiData(`${eventPath(id)}/history`, itemHistorySchema, { signal });
}

/** POST /api/events/{id}/history/{versionId}/restore: the version's fields saved as the event's; the answer's message says who is told. */
export function restoreEventVersion(id: string, versionId: number) {
  return apiRequest(`${eventPath(id)}/history/${versionId}/restore`, eventSchema, { method: "POST" });
}
