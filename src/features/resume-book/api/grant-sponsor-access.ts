import { apiRequest } from "~/lib/api-client";
import { sponsorAccessSchema, type SponsorAccessRequest } from "~/shared/resume-book";

/** The request's shared schema: the dialog checks its input with it, as the Worker does. */
export { sponsorAccessRequestSchema } from "~/shared/resume-book";

/**
 * PUT /api/users/{id}/sponsor-access (admins): creates or replaces the
 * account's window and gives it the `sponsor` role (other roles stay).
 */
export async function grantSponsorAccess(userId: string, body: SponsorAccessRequest) {
  const { data, message } = await apiRequest(`/api/users/${encodeURIComponent(userId)}/sponsor-access`, sponsorAccessSchema, {
    method: "PUT",
    body,
  });
  return { access: data, message: message ?? "Sponsor access saved." };
}
