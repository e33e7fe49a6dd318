import { apiData } from "~/lib/api-client";
import { rsvpResultSchema } from "~/shared/events";

/** GET /api/rsvp-links/{token} (no session): the event and the RSVP a mail's cancel link names (status null once it is gone). */
export function readRsvpLink(token: string, signal?: AbortSignal) {
  return apiData(`/api/rsvp-links/${encodeURIComponent(token)}`, rsvpResultSchema, { signal });
}
