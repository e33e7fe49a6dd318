import { apiData } from "~/lib/api-client";
import { messageResponseSchema, type ForgotPasswordRequest } from "~/shared/auth";

/** POST /api/auth/forgot-password: e-mails a reset link (same answer whether or not the address has an account). */
export function postForgotPassword(body: ForgotPasswordRequest) {
  return apiData("/api/auth/forgot-password", messageResponseSchema, { method: "POST", body });
}
