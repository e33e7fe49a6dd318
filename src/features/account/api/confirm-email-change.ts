import { apiRequest } from "~/lib/api-client";
import { emailChangedSchema, type EmailChangeConfirm } from "~/shared/email-change";

/** The request's shared schema: a form checks its input with it before calling, as the Worker does. */
export { emailChangeConfirmSchema } from "~/shared/email-change";

/** POST /api/auth/email-change/confirm: the code moves the account to the new address. */
export function confirmEmailChange(body: EmailChangeConfirm) {
  return apiRequest("/api/auth/email-change/confirm", emailChangedSchema, { method: "POST", body });
}
