import * as z from "zod";
import { apiData } from "~/lib/api-client";

const revokedSchema = z.object({ userId: z.string(), roles: z.string(), removed: z.boolean() });

/** DELETE /api/users/{id}/sponsor-access (admins): the window and the `sponsor` role go at once; the account's roles after. */
export function revokeSponsorAccess(userId: string) {
  return apiData(`/api/users/${encodeURIComponent(userId)}/sponsor-access`, revokedSchema, { method: "DELETE" });
}
