import { apiRequest } from "~/lib/api-client";
import { eventListMetaSchema, eventListSchema } from "~/shared/events";

/** GET /api/events as an officer sees them: the last year and everything ahead, up to 500 (`hasMore` beyond). */
export async function listManagedEvents(signal?: AbortSignal) {
  const { data, meta } = await apiRequest("/api/events?limit=500", eventListSchema, { signal });
  return { events: data, hasMore: eventListMetaSchema.safeParse(meta).data?.hasMore ?? false };
}
