import { apiData } from "~/lib/api-client";
import { revokedSponsorAccessSchema } from "~/shared/resume-book";

/** DELETE /api/users/{id}/sponsor-access (admins): the window and the `sponsor` role go at once; the account's roles after. */
export function revokeSponsorAccess(userId: string) {
  return apiData(`/api/users/${encodeURIComponent(userId)}/sponsor-access`, revokedSponsorAccessSchema, { method: "DELETE" });
}
