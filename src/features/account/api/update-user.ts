import { apiData } from "~/lib/api-client";
import { userSchema, type UpdateUserRequest } from "~/shared/users";

/** PATCH /api/users/{id}: a member edits their own names, username and showEmail; an admin anything. */
export function patchUser(body: UpdateUserRequest) {
  return apiData(`/api/users/${encodeURIComponent(body.id)}`, userSchema, { method: "PATCH", body });
}
