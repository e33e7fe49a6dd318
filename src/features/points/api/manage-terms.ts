import * as z from "zod/mini";
import "~/shared/zod-messages";
import { apiData } from "~/lib/api-client";
import { termSchema, type CreateTermRequest, type UpdateTermRequest } from "~/shared/terms";

/** The requests' shared schemas: the form checks its input with them before calling, as the Worker does. */
export { createTermRequestSchema, updateTermRequestSchema } from "~/shared/terms";

/** POST /api/terms (officers). */
export function createTerm(body: CreateTermRequest) {
  return apiData("/api/terms", termSchema, { method: "POST", body });
}

/** PATCH /api/terms/{id} (officers). */
export function updateTerm(id: string, body: UpdateTermRequest) {
  return apiData(`/api/terms/${encodeURIComponent(id)}`, termSchema, { method: "PATCH", body });
}

/** DELETE /api/terms/{id} (officers): the ledger's rows stay. */
export function deleteTerm(id: string) {
  return apiData(`/api/terms/${encodeURIComponent(id)}`, z.object({ id: z.string() }), { method: "DELETE" });
}
