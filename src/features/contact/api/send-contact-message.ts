import { apiData } from "~/lib/api-client";
import { messageResponseSchema } from "~/shared/auth";
import type { ContactRequest } from "~/shared/contact";

/** The request's shared schema: a form checks its input with it before calling, as the Worker does. */
export { contactRequestSchema } from "~/shared/contact";

/** POST /api/contact: stores the message and forwards it to the chapter's address (docs/api.md). */
export function sendContactMessage(body: ContactRequest) {
  return apiData("/api/contact", messageResponseSchema, { method: "POST", body });
}
