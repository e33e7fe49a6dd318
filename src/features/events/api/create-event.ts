import { apiData } from "~/lib/api-client";
import { eventSchema, type CreateEventRequest } from "~/shared/events";

/** The request's shared schema: the form checks its input with it before calling, as the Worker does. */
export { createEventRequestSchema } from "~/shared/events";

/** POST /api/events (officers). */
export function createEvent(body: CreateEventRequest) {
  return apiData("/api/events", eventSchema, { method: "POST", body });
}
