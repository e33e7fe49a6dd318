import { apiData } from "~/lib/api-client";
import { messageResponseSchema, type EmailRequest } from "~/shared/auth";

/** The request's shared schema: a form checks its input with it before calling, as the Worker does. */
export { emailRequestSchema } from "~/shared/auth";
/** How long the Worker makes a member wait between two codes. */
export { RESEND_COOLDOWN_SECONDS } from "~/shared/auth";

/** POST /api/auth/resend-code: a fresh code for a pending sign-up (same answer otherwise). */
export function resendCode(body: EmailRequest) {
  return apiData("/api/auth/resend-code", messageResponseSchema, { method: "POST", body });
}
