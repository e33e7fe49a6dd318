import { apiData } from "~/lib/api-client";
import { reauthResponseSchema, type ReauthRequest } from "~/shared/auth";

/** The request's shared schema: a form checks its input with it before calling, as the Worker does. */
export { reauthRequestSchema } from "~/shared/auth";

/** POST /api/auth/reauth: the password again; the session is replaced by a fresh one, a recent sign-in for 10 minutes. */
export function reauth(body: ReauthRequest) {
  return apiData("/api/auth/reauth", reauthResponseSchema, { method: "POST", body });
}
