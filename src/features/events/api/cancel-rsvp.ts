import { apiRequest } from "~/lib/api-client";
import { rsvpResultSchema } from "~/shared/events";

/** DELETE /api/events/{id}/rsvp (signed in): frees the place (or leaves the waitlist); the next on the waitlist moves up. */
export function cancelRsvp(eventId: string) {
  return apiRequest(`/api/events/${encodeURIComponent(eventId)}/rsvp`, rsvpResultSchema, { method: "DELETE" });
}
