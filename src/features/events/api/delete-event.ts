import { apiData } from "~/lib/api-client";
import * as z from "zod/mini";
import "~/shared/zod-messages";

/** DELETE /api/events/{id} (officers): only while nobody has RSVPed (409 EVENT_HAS_RSVPS: cancel instead). */
export function deleteEvent(id: string) {
  return apiData(`/api/events/${encodeURIComponent(id)}`, z.object({ id: z.string() }), { method: "DELETE" });
}
