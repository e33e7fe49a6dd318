import type * as z from "zod/mini";
import { formatUtcInstant } from "../../../../src/shared/time/utc-instant";
import { sponsorAccessStatus, type SponsorAccess, type sponsorAccessRequestSchema } from "../../../../src/shared/resume-book";
import { parseRoles, SPONSOR_ROLE } from "../../../../src/shared/roles";
import { findUserById } from "../../../db/users";
import {
  grantSponsorAccessQueries,
  listSponsorAccess,
  revokeSponsorAccessQueries,
  sponsorAccessWithUserQuery,
  type SponsorAccessWithUser,
} from "../db/sponsor-access";
import { sponsorInvitationMail } from "../email/mails";
import { publishedSponsorNames } from "../../content/services/content";
import { ApiError } from "../../../http/api-error";
import { now } from "../../../lib/clock";
import type { ServiceContext } from "../../../services/context";
import type { AuthenticatedUser } from "../../../services/sessions";

/**
 * Sponsors' access to the résumé book: an admin grants a recruiter's
 * account the `sponsor` role together with the organisation (a sponsor on
 * the site's sponsors page, src/content/sponsors.ts) and a window. See
 * docs/decisions/030-resume-book.md.
 */

/** The organisation's name as the sponsors page writes it (any case matches), or undefined when it is not a published sponsor. */
function sponsorOrganisation(sponsors: readonly string[], name: string): string | undefined {
  const wanted = name.trim().toLowerCase();
  return sponsors.find((sponsor) => sponsor.toLowerCase() === wanted);
}

function toSponsorAccess(row: SponsorAccessWithUser, at: number): SponsorAccess {
  return {
    userId: row.userId,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    organisation: row.organisation,
    from: formatUtcInstant(row.startsAt),
    until: formatUtcInstant(row.endsAt),
    status: sponsorAccessStatus(at, row.startsAt, row.endsAt),
    hasSponsorRole: Boolean(row.hasSponsorRole),
    grantedBy: row.grantedBy,
    grantedAt: formatUtcInstant(row.grantedAt),
  };
}

const sortedRoles = (roles: Iterable<string>) => [...new Set(roles)].sort().join(",");

/**
 * Creates or replaces the account's window, and gives it the `sponsor` role
 * (one batch; other roles stay), then invites the recruiter by e-mail with
 * the organisation, the dates and how to sign in. The mail is account mail
 * and goes quietly: a grant stands even when the mail cannot go out today.
 */
export async function grantSponsorAccess(
  ctx: ServiceContext,
  actor: AuthenticatedUser,
  userId: string,
  input: z.output<typeof sponsorAccessRequestSchema>,
): Promise<SponsorAccess> {
  ctx.assertMailConfigured();
  const sponsors = await publishedSponsorNames(ctx);
  const organisation = sponsorOrganisation(sponsors, input.organisation);
  if (!organisation) {
    const message =
      sponsors.length === 0
        ? "No sponsor is on the sponsors page yet: an officer adds it under Profile, Content, Sponsors, and publishes it."
        : `Choose one of the sponsors on the sponsors page: ${sponsors.join(", ")}.`;
    throw new ApiError("VALIDATION_ERROR", message, {}, { organisation: message });
  }
  const target = await findUserById(ctx.db, userId);
  if (!target) throw new ApiError("NOT_FOUND", "No such user.");
  const at = now();
  const roles = sortedRoles([...parseRoles(target.roles), SPONSOR_ROLE]);
  const row = { userId, organisation, startsAt: input.from, endsAt: input.until, grantedBy: actor.user.id, grantedAt: at };
  const [[granted], [updated]] = await ctx.db.batch(grantSponsorAccessQueries(ctx.db, row, roles, at));
  // Deleted between the read and the batch: the grant's foreign key refused it, or no row matched.
  if (!granted || !updated) throw new ApiError("NOT_FOUND", "No such user.");
  await ctx.sendMailQuietly(
    sponsorInvitationMail(
      target.email,
      { username: target.username, organisation, startsAt: input.from, endsAt: input.until },
      { signIn: ctx.siteLink("/login?redirect=%2Fsponsor"), forgotPassword: ctx.siteLink("/forgot-password") },
    ),
  );
  return toSponsorAccess({ ...granted, username: target.username, firstName: target.firstName, lastName: target.lastName, hasSponsorRole: 1 }, at);
}

/** Ends the account's access at once: the window goes, and so does the `sponsor` role (one batch). Idempotent. */
export async function revokeSponsorAccess(ctx: ServiceContext, userId: string) {
  const target = await findUserById(ctx.db, userId);
  if (!target) throw new ApiError("NOT_FOUND", "No such user.");
  const roles = sortedRoles(parseRoles(target.roles).filter((role) => role !== SPONSOR_ROLE));
  const [removed, [updated]] = await ctx.db.batch(revokeSponsorAccessQueries(ctx.db, userId, roles, now()));
  return { userId, roles: updated?.roles ?? roles, removed: removed.length > 0 };
}

export async function getSponsorAccess(ctx: ServiceContext, userId: string): Promise<SponsorAccess> {
  const [row] = await sponsorAccessWithUserQuery(ctx.db, userId);
  if (!row) throw new ApiError("NOT_FOUND", "This account has no sponsor access.");
  return toSponsorAccess(row, now());
}

export async function listAllSponsorAccess(ctx: ServiceContext): Promise<SponsorAccess[]> {
  const at = now();
  return (await listSponsorAccess(ctx.db)).map((row) => toSponsorAccess(row, at));
}
