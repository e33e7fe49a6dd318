import { apiData } from "~/lib/api-client";
import { verifyCodeResponseSchema, type VerifyCodeRequest } from "~/shared/auth";

/** POST /api/auth/verify-code: creates the account and signs it in (sets the cookie). */
export function postVerifyCode(body: VerifyCodeRequest) {
  return apiData("/api/auth/verify-code", verifyCodeResponseSchema, { method: "POST", body });
}
