import type * as z from "zod/mini";
import {
  OFFICER_INVITATION_DAYS,
  OFFICER_INVITATION_PATH,
  type acceptOfficerInvitationRequestSchema,
  type inviteOfficerRequestSchema,
  type OfficerInvitation,
  type OfficersView,
} from "../../../../src/shared/officers";
import { hasRole, isAdmin, isMember, OFFICER_ROLE, parseRoles } from "../../../../src/shared/roles";
import { findUserByEmail, findUserById } from "../../../db/users";
import { officerInvitationMail } from "../email/mails";
import { ApiError } from "../../../http/api-error";
import { DAY, now } from "../../../lib/clock";
import { randomToken, sha256Hex } from "../../../lib/crypto";
import type { ServiceContext } from "../../../services/context";
import type { AuthenticatedUser } from "../../../services/sessions";
import {
  acceptInvitationQueries,
  acceptOnSignupQueries,
  deletePendingInvitation,
  findInvitationByTokenHash,
  listOfficerRows,
  listPendingInvitations,
  replaceInvitationQueries,
  setRoles,
} from "../db/officers";
import { newId } from "../../../lib/ids";
import { formatUtcInstant } from "../../../../src/shared/time/utc-instant";

/**
 * The officers' page (issue 35, docs/decisions/135-officer-invitations.md): admins list the officers
 * and admins, give and remove the officer role, and invite an address to it. Every call is an
 * admin's (the routes check) except accepting an invitation, which any signed-in member may try.
 */

const sortedRoles = (roles: Iterable<string>) => [...new Set(roles)].sort().join(",");
const withOfficer = (roles: string) => sortedRoles([...parseRoles(roles), OFFICER_ROLE]);
const displayName = (user: { firstName: string; lastName: string; username: string }) => `${user.firstName} ${user.lastName}`.trim() || user.username;

export async function listOfficers(ctx: ServiceContext): Promise<OfficersView> {
  const [officers, invitations] = await ctx.db.batch([listOfficerRows(ctx.db), listPendingInvitations(ctx.db)]);
  return {
    officers: officers.map((row) => ({ ...row, isAdmin: Boolean(row.isAdmin) })),
    invitations: invitations.map((row) => ({
      ...row,
      createdAt: formatUtcInstant(row.createdAt),
      expiresAt: formatUtcInstant(row.expiresAt),
      invitedBy: row.invitedBy ?? null,
    })),
  };
}

/** PUT /api/officers/{id}: a member becomes an officer at their next request. */
export async function giveOfficerRole(ctx: ServiceContext, userId: string): Promise<{ id: string; roles: string }> {
  const target = await findUserById(ctx.db, userId);
  if (!target) throw new ApiError("NOT_FOUND", "No such member.");
  const roles = parseRoles(target.roles);
  if (!isMember(roles)) throw new ApiError("FORBIDDEN", "A recruiter's account cannot be an officer: the officer role is for the chapter's members.");
  const updated = await setRoles(ctx.db, userId, withOfficer(target.roles), now());
  if (!updated) throw new ApiError("NOT_FOUND", "No such member.");
  return { id: userId, roles: updated.roles };
}

/** DELETE /api/officers/{id}: the officer role goes, at the member's next request; an admin stays an admin. */
export async function removeOfficerRole(ctx: ServiceContext, userId: string): Promise<{ id: string; roles: string }> {
  const target = await findUserById(ctx.db, userId);
  if (!target) throw new ApiError("NOT_FOUND", "No such member.");
  const roles = parseRoles(target.roles);
  if (isAdmin(roles)) {
    throw new ApiError("FORBIDDEN", "This member is an admin, who may do everything an officer may: change their roles on the Members page.");
  }
  const updated = await setRoles(ctx.db, userId, sortedRoles(roles.filter((role) => role !== OFFICER_ROLE)), now());
  if (!updated) throw new ApiError("NOT_FOUND", "No such member.");
  return { id: userId, roles: updated.roles };
}

/**
 * POST /api/officers/invitations: mails the address a link (its secret stored hashed), replacing
 * the invitation pending for it. An address whose account is an officer already is refused.
 */
export async function inviteOfficer(
  ctx: ServiceContext,
  actor: AuthenticatedUser,
  input: z.output<typeof inviteOfficerRequestSchema>,
): Promise<OfficerInvitation> {
  await ctx.assertCanMail("account");
  const existing = await findUserByEmail(ctx.db, input.email);
  if (existing && hasRole(parseRoles(existing.roles), OFFICER_ROLE)) {
    throw new ApiError(
      "ALREADY_OFFICER",
      `${displayName(existing)} (${input.email}) is an officer already.`,
      {},
      { email: "This address's account is an officer already." },
    );
  }
  const secret = randomToken(32);
  const at = now();
  const row = {
    id: newId(),
    email: input.email,
    tokenHash: await sha256Hex(secret),
    invitedBy: actor.user.id,
    createdAt: at,
    expiresAt: at + OFFICER_INVITATION_DAYS * DAY,
    acceptedAt: null,
    acceptedBy: null,
  };
  const [, [inserted]] = await ctx.db.batch(replaceInvitationQueries(ctx.db, row));
  const links = {
    accept: ctx.siteLink(`${OFFICER_INVITATION_PATH}#token=${secret}`),
    signUp: ctx.siteLink("/signup"),
  };
  await ctx.sendMailQuietly(officerInvitationMail(input.email, displayName(actor.user), links, OFFICER_INVITATION_DAYS));
  return { id: inserted!.id, email: row.email, createdAt: formatUtcInstant(at), expiresAt: formatUtcInstant(row.expiresAt), invitedBy: actor.user.username };
}

export async function withdrawInvitation(ctx: ServiceContext, id: string): Promise<{ id: string }> {
  if (!(await deletePendingInvitation(ctx.db, id))) throw new ApiError("NOT_FOUND", "No such invitation: it was accepted or withdrawn.");
  return { id };
}

const invalidLink = () => new ApiError("INVALID_TOKEN", "This invitation link is not valid, or it was used already. Ask an admin to invite you again.");

/**
 * POST /api/officers/invitations/accept: the signed-in member whose address the invitation was
 * sent to becomes an officer, once; anyone else learns only that the link is not for them.
 */
export async function acceptInvitation(
  ctx: ServiceContext,
  actor: AuthenticatedUser,
  input: z.output<typeof acceptOfficerInvitationRequestSchema>,
): Promise<{ roles: string }> {
  const tokenHash = await sha256Hex(input.token);
  const invitation = await findInvitationByTokenHash(ctx.db, tokenHash);
  if (!invitation || invitation.acceptedAt !== null) throw invalidLink();
  const at = now();
  if (invitation.expiresAt <= at) throw new ApiError("LINK_EXPIRED", "This invitation has expired. Ask an admin to invite you again.");
  if (actor.user.email.toLowerCase() !== invitation.email) {
    throw new ApiError(
      "FORBIDDEN",
      `This invitation was sent to ${invitation.email}, and you are signed in with another address. Sign in with that address (or sign up with it) and open the link again.`,
    );
  }
  if (!isMember(actor.roles)) throw new ApiError("FORBIDDEN", "A recruiter's account cannot be an officer: sign up as a member with this address.");
  const [marked, [updated]] = await ctx.db.batch(acceptInvitationQueries(ctx.db, tokenHash, actor.user.id, withOfficer(actor.user.roles), at));
  if (marked.length === 0 || !updated) throw invalidLink();
  return { roles: updated.roles };
}

/**
 * The statements a verified sign-up adds to its batch (worker/features/auth/services/registration.ts):
 * the new account becomes an officer when an invitation to its address is pending.
 */
export function acceptOnSignup(ctx: ServiceContext, email: string, userId: string, roles: string, at: number) {
  return acceptOnSignupQueries(ctx.db, email.toLowerCase(), userId, withOfficer(roles), at);
}
