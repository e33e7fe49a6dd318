import * as z from "zod";

/** Roles a user can hold. Every account is a member; admins manage members. */
export const ROLES = ["member", "admin"] as const;
export type Role = (typeof ROLES)[number];

export const ADMIN_ROLE: Role = "admin";
export const DEFAULT_ROLES = "member";

/** Split the stored roles string ("admin,member") into a clean list. */
export function parseRoles(roles: string | null | undefined): string[] {
  if (!roles) return [];
  return [...new Set(roles.split(",").map((r) => r.trim()).filter(Boolean))];
}

export function isAdmin(roles: readonly string[]): boolean {
  return roles.includes(ADMIN_ROLE);
}

/**
 * The roles field of a user: a comma-separated list of known roles, stored
 * sorted and without duplicates. Accepts a list too, for convenience.
 */
export const RolesSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => [...new Set((Array.isArray(value) ? value : parseRoles(value)).map((r) => r.trim()))])
  .pipe(z.array(z.enum(ROLES, { error: `Roles must be among: ${ROLES.join(", ")}.` })))
  .transform((list) => [...list].sort().join(","));
