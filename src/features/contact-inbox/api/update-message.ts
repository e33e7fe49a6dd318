import { apiData } from "~/lib/api-client";
import { contactMessageSchema } from "~/shared/contact";

/** PATCH /api/contact/{id} (admin): mark a message handled, or open again. */
export function updateMessage(id: string, changes: { handled: boolean }) {
  return apiData(`/api/contact/${encodeURIComponent(id)}`, contactMessageSchema, { method: "PATCH", body: changes });
}
