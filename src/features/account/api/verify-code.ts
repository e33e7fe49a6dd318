import { apiData } from "~/lib/api-client";
import { verifyCodeResponseSchema, type VerifyCodeRequest } from "~/shared/auth";

/** The request's shared schema: a form checks its input with it before calling, as the Worker does. */
export { verifyCodeRequestSchema } from "~/shared/auth";

/** POST /api/auth/verify-code: creates the account and signs it in (sets the cookie). */
export function verifyCode(body: VerifyCodeRequest) {
  return apiData("/api/auth/verify-code", verifyCodeResponseSchema, { method: "POST", body });
}
