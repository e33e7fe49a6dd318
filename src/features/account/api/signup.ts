import { apiData } from "~/lib/api-client";
import { messageResponseSchema, type SignupRequest } from "~/shared/auth";

/** POST /api/auth/signup: holds the sign-up and e-mails a 6-digit code. */
export function postSignup(body: SignupRequest) {
  return apiData("/api/auth/signup", messageResponseSchema, { method: "POST", body });
}
