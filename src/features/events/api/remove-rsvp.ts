import { apiRequest } from "~/lib/api-client";
import { rsvpRemovalResultSchema } from "~/shared/events";

/** DELETE /api/events/{id}/rsvps/{userId} (officers): the member's RSVP or waitlist place goes; they are told by mail. */
export function removeRsvp(eventId: string, userId: string) {
  return apiRequest(`/api/events/${encodeURIComponent(eventId)}/rsvps/${encodeURIComponent(userId)}`, rsvpRemovalResultSchema, { method: "DELETE" });
}
