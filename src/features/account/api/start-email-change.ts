import { apiRequest } from "~/lib/api-client";
import { emailChangeStartedSchema, type EmailChangeRequest } from "~/shared/email-change";

/** The request's shared schema: a form checks its input with it before calling, as the Worker does. */
export { emailChangeRequestSchema } from "~/shared/email-change";

/** POST /api/auth/email-change: e-mails a code to the new address; the account keeps its address until it is confirmed. */
export function startEmailChange(body: EmailChangeRequest) {
  return apiRequest("/api/auth/email-change", emailChangeStartedSchema, { method: "POST", body });
}
