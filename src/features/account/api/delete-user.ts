import { apiData } from "~/lib/api-client";
import { deleteUserResponseSchema, type DeleteUserRequest } from "~/shared/users";

/**
 * DELETE /api/users/{id}: oneself, with one's current password (which also
 * ends the session), or, for an admin, anyone else (no password).
 */
export function deleteUser(id: string, currentPassword?: string) {
  const body: DeleteUserRequest | undefined = currentPassword === undefined ? undefined : { currentPassword };
  return apiData(`/api/users/${encodeURIComponent(id)}`, deleteUserResponseSchema, { method: "DELETE", body });
}
