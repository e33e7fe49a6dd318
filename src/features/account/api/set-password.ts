import { apiData } from "~/lib/api-client";
import { messageResponseSchema, type SetPasswordRequest } from "~/shared/auth";

/** POST /api/auth/set-password: changes the password; other devices are signed out, this one stays. */
export function postSetPassword(body: SetPasswordRequest) {
  return apiData("/api/auth/set-password", messageResponseSchema, { method: "POST", body });
}
