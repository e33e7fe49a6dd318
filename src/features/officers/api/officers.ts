import * as z from "zod/mini";
import "~/shared/zod-messages";
import { apiData } from "~/lib/api-client";
import { acceptedInvitationSchema, type InviteOfficerRequest, officerInvitationSchema, officerRolesSchema, officersViewSchema } from "~/shared/officers";

/** The request's shared schema: the invitation form checks its input with it before calling, as the Worker does. */
export { inviteOfficerRequestSchema } from "~/shared/officers";

const path = (id: string) => `/api/officers/${encodeURIComponent(id)}`;

/** GET /api/officers (admins): the officers and admins, and the invitations pending. */
export const listOfficers = (signal?: AbortSignal) => apiData("/api/officers", officersViewSchema, { signal });

/** PUT /api/officers/{id} (admins): the member becomes an officer. */
export const giveOfficerRole = (id: string) => apiData(path(id), officerRolesSchema, { method: "PUT" });

/** DELETE /api/officers/{id} (admins): the officer role goes. */
export const removeOfficerRole = (id: string) => apiData(path(id), officerRolesSchema, { method: "DELETE" });

/** POST /api/officers/invitations (admins): mails the address a link to become an officer. */
export const inviteOfficer = (body: InviteOfficerRequest) => apiData("/api/officers/invitations", officerInvitationSchema, { method: "POST", body });

/** DELETE /api/officers/invitations/{id} (admins). */
export const withdrawInvitation = (id: string) =>
  apiData(`/api/officers/invitations/${encodeURIComponent(id)}`, z.object({ id: z.string() }), { method: "DELETE" });

/** POST /api/officers/invitations/accept: the invitee, signed in with the invited address. */
export const acceptOfficerInvitation = (token: string) =>
  apiData("/api/officers/invitations/accept", acceptedInvitationSchema, { method: "POST", body: { token } });
