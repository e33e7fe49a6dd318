import { apiData } from "~/lib/api-client";
import { messageResponseSchema } from "~/shared/auth";
import type { ContactRequest } from "~/shared/contact";

/** POST /api/contact: stores the message and forwards it to the chapter's address (docs/api.md). */
export function postContactMessage(body: ContactRequest) {
  return apiData("/api/contact", messageResponseSchema, { method: "POST", body });
}
