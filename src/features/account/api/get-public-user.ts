import { apiData } from "~/lib/api-client";
import { publicUserSchema } from "~/shared/users";

/** GET /api/users/public/{username}/{id}: what anyone may see; 404 unless the pair matches. */
export function getPublicUser(username: string, id: string, signal?: AbortSignal) {
  return apiData(`/api/users/public/${encodeURIComponent(username)}/${encodeURIComponent(id)}`, publicUserSchema, { signal });
}
