import { apiRequest } from "~/lib/api-client";
import { eventRsvpListSchema } from "~/shared/events";

/** GET /api/events/{id}/rsvps (officers): going first, then the waitlist in order. */
export async function listRsvps(eventId: string, signal?: AbortSignal) {
  const { data } = await apiRequest(`/api/events/${encodeURIComponent(eventId)}/rsvps`, eventRsvpListSchema, { signal });
  return data;
}

/** The same list as a CSV download (a link: the browser sends the session cookie). */
export const rsvpsCsvPath = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/rsvps?format=csv`;
