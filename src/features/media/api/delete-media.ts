import * as z from "zod/mini";
import "~/shared/zod-messages";
import { apiData } from "~/lib/api-client";

/** DELETE /api/media/{id} (officers, admins); 409 MEDIA_IN_USE while content shows it. */
export function deleteMedia(id: string) {
  return apiData(`/api/media/${encodeURIComponent(id)}`, z.object({ id: z.string() }), { method: "DELETE" });
}
