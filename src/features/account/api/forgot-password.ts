import { apiData } from "~/lib/api-client";
import { messageResponseSchema, type ForgotPasswordRequest } from "~/shared/auth";

/** The request's shared schema: a form checks its input with it before calling, as the Worker does. */
export { forgotPasswordRequestSchema } from "~/shared/auth";

/** POST /api/auth/forgot-password: e-mails a reset link (same answer whether or not the address has an account). */
export function forgotPassword(body: ForgotPasswordRequest) {
  return apiData("/api/auth/forgot-password", messageResponseSchema, { method: "POST", body });
}
