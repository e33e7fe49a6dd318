import { apiData } from "~/lib/api-client";
import { messageResponseSchema, type EmailRequest } from "~/shared/auth";

/** POST /api/auth/resend-code: a fresh code for a pending sign-up (same answer otherwise). */
export function postResendCode(body: EmailRequest) {
  return apiData("/api/auth/resend-code", messageResponseSchema, { method: "POST", body });
}
