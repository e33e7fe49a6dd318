import { apiData } from "~/lib/api-client";
import { eventListSchema } from "~/shared/events";

/** GET /api/events?mine=true (signed in): the events the member RSVPed to, from a year ago on, sorted by start. */
export function listMyEvents(signal?: AbortSignal) {
  return apiData("/api/events?mine=true&limit=500", eventListSchema, { signal });
}
