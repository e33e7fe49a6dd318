import { apiRequest } from "~/lib/api-client";
import { rsvpResultSchema } from "~/shared/events";

/** PUT /api/events/{id}/rsvp (signed in): going while places are left, else the waitlist; `message` says which. */
export function rsvpToEvent(eventId: string) {
  return apiRequest(`/api/events/${encodeURIComponent(eventId)}/rsvp`, rsvpResultSchema, { method: "PUT" });
}
