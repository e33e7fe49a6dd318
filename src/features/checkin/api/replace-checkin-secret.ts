import { apiRequest } from "~/lib/api-client";
import { checkinDisplaySchema } from "~/shared/attendance";

/** POST /api/events/{id}/checkin-secret (officers): a new secret; the codes shown until now stop working at once. */
export function replaceCheckinSecret(eventId: string) {
  return apiRequest(`/api/events/${encodeURIComponent(eventId)}/checkin-secret`, checkinDisplaySchema, { method: "POST" });
}
