import { apiRequest } from "~/lib/api-client";
import { checkinResultSchema, type CheckinRequest } from "~/shared/attendance";

/** POST /api/events/{id}/checkin (members): with the code on the screen, or a claim got with one before signing in. */
export function checkIn(eventId: string, body: CheckinRequest) {
  return apiRequest(`/api/events/${encodeURIComponent(eventId)}/checkin`, checkinResultSchema, { method: "POST", body });
}
