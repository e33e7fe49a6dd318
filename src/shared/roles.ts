/**
 * Roles a user can hold. Every account is a member; officers run the
 * chapter (ROLE_DESCRIPTIONS says all an officer may) but not accounts;
 * admins may do everything an officer may, and manage members and their
 * roles. A sponsor is a recruiter's account: it reads the résumé
 * book during the access window an admin granted it, and implies nothing
 * else — not even member (docs/decisions/030-resume-book.md).
 *
 * No zod here: public pages read these words and rules (the officer invitation's page), and zod is
 * for the pages that send forms. The roles field's schema is `RolesSchema` in ./users.ts.
 */
export const ROLES = ["member", "officer", "admin", "sponsor"] as const;
export type Role = (typeof ROLES)[number];

export const ADMIN_ROLE: Role = "admin";
export const OFFICER_ROLE: Role = "officer";
export const SPONSOR_ROLE: Role = "sponsor";
export const DEFAULT_ROLES = "member";

/**
 * What each role allows, in the words every screen uses (the members' dialogs, the officers' page):
 * one description, so no screen describes a role more narrowly than the Worker grants it.
 */
export const ROLE_DESCRIPTIONS = {
  officer:
    "Officers run the chapter: events (create, edit, cancel, RSVP lists, check-in and attendance), terms and points, " +
    "the site's content (board, sponsors, posts, albums, resources, programs and photos), mail to all members, " +
    "the chats that hear about events, and insights. They do not manage accounts or roles.",
  admin:
    "Admins may do everything an officer may, and manage members, their roles and officers, read the contact messages, " +
    "grant sponsors access to the résumé book and see the site's health. Every account is a member.",
} as const satisfies Partial<Record<Role, string>>;

/**
 * What each role carries with it: an admin counts as an officer, officers
 * and admins as members. A sponsor counts only as a sponsor, and no other
 * role counts as one: admins read the book as admins, without a window.
 */
const IMPLIED: Record<Role, readonly Role[]> = {
  member: ["member"],
  officer: ["officer", "member"],
  admin: ["admin", "officer", "member"],
  sponsor: ["sponsor"],
};

/** Split the stored roles string ("admin,member") into a clean list. */
export function parseRoles(roles: string | null | undefined): string[] {
  if (!roles) return [];
  return [
    ...new Set(
      roles
        .split(",")
        .map((r) => r.trim())
        .filter(Boolean),
    ),
  ];
}

/** Whether roles held grant `role`, directly or through a higher role. */
export function hasRole(roles: readonly string[], role: Role): boolean {
  return roles.some((held) => (IMPLIED[held as Role] ?? []).includes(role));
}

export function isAdmin(roles: readonly string[]): boolean {
  return roles.includes(ADMIN_ROLE);
}

/** Officers and admins: may do what ROLE_DESCRIPTIONS.officer says. */
export function isOfficer(roles: readonly string[]): boolean {
  return hasRole(roles, OFFICER_ROLE);
}

/** Holds the sponsor role (the window is checked apart, in D1, on every read of the book). */
export function isSponsor(roles: readonly string[]): boolean {
  return hasRole(roles, SPONSOR_ROLE);
}

/** A member of the chapter (members, officers, admins): may keep a résumé and join the book. */
export function isMember(roles: readonly string[]): boolean {
  return hasRole(roles, "member");
}
