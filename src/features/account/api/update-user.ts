import { apiData } from "~/lib/api-client";
import { userSchema, type UpdateUserRequest } from "~/shared/users";

/** The request's shared schema: a form checks its input with it before calling, as the Worker does. */
export { updateUserRequestSchema } from "~/shared/users";

/** PATCH /api/users/{id}: a member edits their own names, username, showEmail, academic profile and résumé-book opt-in; an admin anything. */
export function updateUser(body: UpdateUserRequest) {
  return apiData(`/api/users/${encodeURIComponent(body.id)}`, userSchema, { method: "PATCH", body });
}
