import { apiData } from "~/lib/api-client";
import { messageResponseSchema, type SetPasswordRequest } from "~/shared/auth";

/** The request's shared schema: a form checks its input with it before calling, as the Worker does. */
export { setPasswordRequestSchema } from "~/shared/auth";

/** POST /api/auth/set-password: changes the password; other devices are signed out, this one stays. */
export function setPassword(body: SetPasswordRequest) {
  return apiData("/api/auth/set-password", messageResponseSchema, { method: "POST", body });
}
