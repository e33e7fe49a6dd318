import * as z from "zod/mini";
import "./zod-messages";
import { EmailSchema } from "./fields";
import { lazySchema } from "./lazy-schema";
import { instantSchema } from "./time/instant-schema";

/**
 * The officers' page (issue 35): admins list the officers and admins, give and remove the officer
 * role, and invite a new officer by e-mail. The invitee becomes an officer on verifying that address:
 * at sign-up, or by following the mailed link signed in with it (docs/decisions/135-officer-invitations.md).
 */

/** How long an invitation's link works. */
export const OFFICER_INVITATION_DAYS = 14;

export { OFFICER_INVITATION_PATH } from "./officer-invitation-path";

/** POST /api/officers/invitations */
export const inviteOfficerRequestSchema = lazySchema(() => z.strictObject({ email: EmailSchema }));
export type InviteOfficerRequest = z.input<typeof inviteOfficerRequestSchema>;

/** POST /api/officers/invitations/accept: the secret from the mailed link. */
export const acceptOfficerInvitationRequestSchema = lazySchema(() =>
  z.strictObject({
    token: z
      .string({ error: "This invitation link is not valid." })
      .check(z.trim(), z.minLength(1, { error: "This invitation link is not valid." }), z.maxLength(200)),
  }),
);
export type AcceptOfficerInvitationRequest = z.input<typeof acceptOfficerInvitationRequestSchema>;

export const officerIdParamSchema = lazySchema(() => z.object({ id: z.string().check(z.maxLength(64, { error: "No such member." })) }));
export const invitationIdParamSchema = lazySchema(() => z.object({ id: z.string().check(z.maxLength(64, { error: "No such invitation." })) }));

/** An officer or admin as the officers' page lists them. */
export const officerSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    roles: z.string(),
    /** Admins hold the officer's powers through their role: removing `officer` would change nothing. */
    isAdmin: z.boolean(),
  }),
);
export type Officer = z.infer<typeof officerSchema>;

/** An invitation not yet accepted (expired ones are listed until they are withdrawn or sent again). */
export const officerInvitationSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    email: z.string(),
    createdAt: instantSchema,
    expiresAt: instantSchema,
    invitedBy: z.nullable(z.string()),
  }),
);
export type OfficerInvitation = z.infer<typeof officerInvitationSchema>;

/** GET /api/officers */
export const officersViewSchema = lazySchema(() => z.object({ officers: z.array(officerSchema), invitations: z.array(officerInvitationSchema) }));
export type OfficersView = z.infer<typeof officersViewSchema>;

/** POST /api/officers/invitations/accept */
export const acceptedInvitationSchema = lazySchema(() => z.object({ roles: z.string() }));

/** PUT and DELETE /api/officers/{id}: the member's roles after the change. */
export const officerRolesSchema = lazySchema(() => z.object({ id: z.string(), roles: z.string() }));
