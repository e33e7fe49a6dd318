import { apiData } from "~/lib/api-client";
import { deleteUserResponseSchema } from "~/shared/users";

/** DELETE /api/users/{id}: oneself (which also ends the session) or, for an admin, anyone. */
export function deleteUser(id: string) {
  return apiData(`/api/users/${encodeURIComponent(id)}`, deleteUserResponseSchema, { method: "DELETE" });
}
