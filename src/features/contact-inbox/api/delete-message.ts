import * as z from "zod/mini";
import "~/shared/zod-messages";
import { apiData } from "~/lib/api-client";

/** DELETE /api/contact/{id} (admin). Answers `{id}` of the deleted message. */
export function deleteMessage(id: string) {
  return apiData(`/api/contact/${encodeURIComponent(id)}`, z.object({ id: z.string() }), { method: "DELETE" });
}
