import { apiRequest } from "~/lib/api-client";
import { rsvpResultSchema } from "~/shared/events";

/** POST /api/rsvp-links/{token}/cancel (no session): cancels the RSVP the link names; the next on the waitlist moves up. */
export function cancelRsvpByLink(token: string) {
  return apiRequest(`/api/rsvp-links/${encodeURIComponent(token)}/cancel`, rsvpResultSchema, { method: "POST" });
}
