import { apiData } from "~/lib/api-client";
import { userSchema, type User } from "~/shared/users";

/** GET /api/users/{id}: the signed-in member's own record. */
export function getUser(id: string): Promise<User> {
  return apiData(`/api/users/${encodeURIComponent(id)}`, userSchema);
}
