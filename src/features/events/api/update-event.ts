import { apiData } from "~/lib/api-client";
import { eventSchema, type UpdateEventRequest } from "~/shared/events";

/** The request's shared schema: the form checks its input with it before calling, as the Worker does. */
export { updateEventRequestSchema } from "~/shared/events";

/** PATCH /api/events/{id} (officers). */
export function updateEvent(id: string, body: UpdateEventRequest) {
  return apiData(`/api/events/${encodeURIComponent(id)}`, eventSchema, { method: "PATCH", body });
}
