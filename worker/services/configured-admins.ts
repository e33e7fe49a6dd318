import { ADMIN_ROLE, parseRoles } from "../../src/shared/roles";
import { type AdminGrant, applyAdminGrantQuery, recordAdminGrantQuery } from "../db/admin-grants";
import type { UserRow } from "../db/schema";
import type { Db } from "../db/client";
import { now } from "../lib/clock";
import { sha256Hex } from "../lib/crypto";
import type { ServiceContext } from "./context";
import { settingsOf, type SettingsSource } from "../lib/settings";
import { newId } from "../lib/ids";

/**
 * ADMIN_EMAILS (a variable, comma-separated, any case): the addresses whose accounts become the
 * first admins — how a new chapter gets its first admin without a terminal. Once per address
 * (decision 105): the account that first verifies a listed address (its sign-up code, a change of
 * address, or a sign-in if it had verified it before) becomes admin, and the grant is recorded
 * (admin_grants, the address hashed). Afterwards roles are the admins' to change under Profile →
 * Members: a demoted account stays demoted at its next sign-in, and so does a new account at the
 * same address. Removing an address from the list takes nothing away either.
 */
export function isConfiguredAdmin(env: SettingsSource, email: string): boolean {
  return configuredAdminEmails(env).includes(email.trim().toLowerCase());
}

/** The addresses ADMIN_EMAILS lists, lower-case. */
export function configuredAdminEmails(env: SettingsSource): string[] {
  return settingsOf(env).ADMIN_EMAILS;
}

/** `roles` with admin added (sorted, as stored). */
export function withAdminRole(roles: string): string {
  const list = parseRoles(roles);
  return list.includes(ADMIN_ROLE) ? roles : [...list, ADMIN_ROLE].sort().join(",");
}

/** An address as the log may show it: its first character and its domain ("c***@example.edu"). */
export function maskedAddress(email: string): string {
  const at = email.lastIndexOf("@");
  return at <= 0 ? "***" : `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** The grant ADMIN_EMAILS would make for this account now, or null when its address is not listed. */
export async function pendingAdminGrant(env: SettingsSource, user: Pick<UserRow, "id" | "email">): Promise<AdminGrant | null> {
  if (!isConfiguredAdmin(env, user.email)) return null;
  return { emailHash: await sha256Hex(user.email.trim().toLowerCase()), grantId: newId(), userId: user.id, at: now() };
}

/**
 * The statements that grant admin once for this address, for a batch that runs after the account
 * exists (a new account's insert, or on their own): the grant is recorded, and the role added only
 * if this batch recorded it.
 */
export function adminGrantQueries(db: Db, grant: AdminGrant, roles: string) {
  return [recordAdminGrantQuery(db, grant), applyAdminGrantQuery(db, grant, withAdminRole(roles))] as const;
}

/** Logs a grant that happened, without the whole address. */
export function logAdminGrant(email: string): void {
  console.log(`${maskedAddress(email)} holds admin now: the address is in ADMIN_EMAILS (granted once; roles are the admins' to change from now on)`);
}

/**
 * At a sign-in or a verified change of address: makes the account admin if its (verified) address
 * is listed and was never granted before. An address granted before changes nothing.
 */
export async function grantConfiguredAdmin(ctx: ServiceContext, user: Pick<UserRow, "id" | "email" | "roles">): Promise<void> {
  const grant = await pendingAdminGrant(ctx.env, user);
  if (!grant) return;
  const [recorded] = await ctx.db.batch(adminGrantQueries(ctx.db, grant, user.roles));
  if (recorded.length > 0 && withAdminRole(user.roles) !== user.roles) logAdminGrant(user.email);
}
