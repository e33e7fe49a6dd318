import { apiData } from "~/lib/api-client";
import { loginResponseSchema, type LoginRequest } from "~/shared/auth";

/** The request's shared schema: a form checks its input with it before calling, as the Worker does. */
export { loginRequestSchema } from "~/shared/auth";
/** For the way out of EMAIL_NOT_VERIFIED: whether what was typed is an address to verify. */
export { EmailSchema } from "~/shared/fields";

/** POST /api/auth/login: sets the session cookie. */
export function login(credentials: LoginRequest) {
  return apiData("/api/auth/login", loginResponseSchema, { method: "POST", body: credentials });
}
