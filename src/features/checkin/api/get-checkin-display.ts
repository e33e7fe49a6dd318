import { apiData } from "~/lib/api-client";
import { checkinDisplaySchema } from "~/shared/attendance";

/** GET /api/events/{id}/checkin-display (officers): the secret the display computes its codes from, the window and the count so far. */
export function getCheckinDisplay(eventId: string, signal?: AbortSignal) {
  return apiData(`/api/events/${encodeURIComponent(eventId)}/checkin-display`, checkinDisplaySchema, { signal });
}
