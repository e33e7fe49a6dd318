import { apiData } from "~/lib/api-client";
import { messageResponseSchema, type EmailRequest } from "~/shared/auth";

/** POST /api/auth/forgot-password: e-mails a reset link (same answer whether or not the address has an account). */
export function postForgotPassword(body: EmailRequest) {
  return apiData("/api/auth/forgot-password", messageResponseSchema, { method: "POST", body });
}
