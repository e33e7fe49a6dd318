import type * as z from "zod/mini";
import { parseGraduationTerm, type profileShape, type publicProfileShape } from "../../src/shared/profile";
import { isMember, parseRoles } from "../../src/shared/roles";
import type { updateUserRequestSchema } from "../../src/shared/users";
import type { NewUserRow, UserRow } from "../db/schema";
import { ApiError } from "../http/api-error";
import type { AuthenticatedUser } from "./sessions";

/**
 * The academic profile of an account: how the User object and the
 * public view show it, and how a PATCH changes it. Kept apart from
 * users.ts, which only spreads these in.
 */

type Profile = { [K in keyof typeof profileShape]: z.infer<(typeof profileShape)[K]> };
type PublicProfile = { [K in keyof typeof publicProfileShape]?: z.infer<(typeof publicProfileShape)[K]> };
type Changes = z.output<typeof updateUserRequestSchema>;

export function graduationTermOf(row: Pick<UserRow, "graduationSeason" | "graduationYear">): string | null {
  return row.graduationSeason && row.graduationYear !== null ? `${row.graduationSeason}-${row.graduationYear}` : null;
}

export function linksOf(row: Pick<UserRow, "linkLinkedin" | "linkGithub" | "linkPortfolio">) {
  return { linkedin: row.linkLinkedin, github: row.linkGithub, portfolio: row.linkPortfolio };
}

export function toProfile(row: UserRow): Profile {
  return {
    major: row.major,
    graduationTerm: graduationTermOf(row),
    degree: row.degree,
    bio: row.bio,
    links: linksOf(row),
    inResumeBook: row.inResumeBook,
    showMajor: row.showMajor,
    showGraduationYear: row.showGraduationYear,
    showBio: row.showBio,
    showLinks: row.showLinks,
  };
}

/** Only what the member chose to show, and only what they filled in. */
export function toPublicProfile(row: UserRow): PublicProfile {
  const view: PublicProfile = {};
  if (row.showMajor && row.major) view.major = row.major;
  if (row.showGraduationYear && row.graduationYear !== null) view.graduationYear = row.graduationYear;
  if (row.showBio && row.bio) view.bio = row.bio;
  if (row.showLinks) {
    const links = Object.fromEntries(Object.entries(linksOf(row)).filter(([, href]) => href !== null)) as Record<string, string>;
    if (Object.keys(links).length > 0) view.links = links;
  }
  return view;
}

/** The columns a PATCH changes (only the fields it carries). */
export function profileChanges(input: Changes): Partial<NewUserRow> {
  const changes: Partial<NewUserRow> = {};
  if (input.major !== undefined) changes.major = input.major;
  if (input.graduationTerm !== undefined) {
    const term = input.graduationTerm === null ? undefined : parseGraduationTerm(input.graduationTerm);
    changes.graduationSeason = term?.season ?? null;
    changes.graduationYear = term?.year ?? null;
  }
  if (input.degree !== undefined) changes.degree = input.degree;
  if (input.bio !== undefined) changes.bio = input.bio;
  if (input.links?.linkedin !== undefined) changes.linkLinkedin = input.links.linkedin;
  if (input.links?.github !== undefined) changes.linkGithub = input.links.github;
  if (input.links?.portfolio !== undefined) changes.linkPortfolio = input.links.portfolio;
  for (const flag of ["inResumeBook", "showMajor", "showGraduationYear", "showBio", "showLinks"] as const) {
    if (input[flag] !== undefined) changes[flag] = input[flag];
  }
  return changes;
}

/**
 * Joining the résumé book is the member's own consent: only they can opt in
 * (an admin may take someone out, not put them in), only members can
 * (sponsor accounts cannot), and sponsors need a name to read, so the
 * account must have a first and last name once the change is applied.
 */
export function assertResumeBookChange(actor: AuthenticatedUser, target: UserRow, input: Changes) {
  const joins = input.inResumeBook === true;
  if (joins && actor.user.id !== target.id) {
    throw new ApiError("FORBIDDEN", "Only the member can add themselves to the résumé book.");
  }
  if (joins && !isMember(parseRoles(input.roles ?? target.roles))) {
    throw new ApiError("FORBIDDEN", "Only members of the chapter can join the résumé book.");
  }
  const inBook = input.inResumeBook ?? target.inResumeBook;
  const firstName = input.firstName ?? target.firstName;
  const lastName = input.lastName ?? target.lastName;
  if (inBook && (!firstName || !lastName)) {
    const message = "Add your first and last name before joining the résumé book: sponsors see them.";
    throw new ApiError("VALIDATION_ERROR", message, {}, { [input.inResumeBook ? "inResumeBook" : !firstName ? "firstName" : "lastName"]: message });
  }
}
