import { apiData } from "~/lib/api-client";
import { eventListSchema } from "~/shared/events";

/**
 * GET /api/events: the events the site search offers (the API's default
 * window: from a year ago on). Called when a search opens, never with the
 * page; visitors get the Worker's cached answer.
 */
export function listEvents(signal?: AbortSignal) {
  return apiData("/api/events", eventListSchema, signal ? { signal } : {});
}
