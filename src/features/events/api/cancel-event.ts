import { apiRequest } from "~/lib/api-client";
import { eventSchema, type CancelEventRequest } from "~/shared/events";

/** The request's shared schema: the form checks its input with it before calling, as the Worker does. */
export { cancelEventRequestSchema } from "~/shared/events";

/** POST /api/events/{id}/cancel (officers): `message` says how many who RSVPed are being e-mailed. */
export function cancelEvent(id: string, body: CancelEventRequest) {
  return apiRequest(`/api/events/${encodeURIComponent(id)}/cancel`, eventSchema, { method: "POST", body });
}
