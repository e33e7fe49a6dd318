import { apiData } from "~/lib/api-client";
import { resetPasswordResponseSchema, type ResetPasswordRequest } from "~/shared/auth";

/** The request's shared schema: a form checks its input with it before calling, as the Worker does. */
export { resetPasswordRequestSchema } from "~/shared/auth";

/** POST /api/auth/reset-password: sets the password from an e-mailed link, ends every other session and signs this browser in. */
export function resetPassword(body: ResetPasswordRequest) {
  return apiData("/api/auth/reset-password", resetPasswordResponseSchema, { method: "POST", body });
}
