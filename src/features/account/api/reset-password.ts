import { apiData } from "~/lib/api-client";
import { messageResponseSchema, type ResetPasswordRequest } from "~/shared/auth";

/** POST /api/auth/reset-password: sets the password from an e-mailed link; ends every session. */
export function postResetPassword(body: ResetPasswordRequest) {
  return apiData("/api/auth/reset-password", messageResponseSchema, { method: "POST", body });
}
