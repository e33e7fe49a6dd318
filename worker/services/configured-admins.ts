import { ADMIN_ROLE, parseRoles } from "../../src/shared/roles";
import { updateUser } from "../db/users";
import type { UserRow } from "../db/schema";
import type { Bindings } from "../env";
import type { ServiceContext } from "./context";

/**
 * ADMIN_EMAILS (a variable, comma-separated, any case): the addresses whose accounts are admins — how
 * a new chapter gets its first admin without a terminal. An account becomes admin when it verifies
 * one of these addresses (its sign-up code, or a change of address), or at its next sign-in if it
 * had verified it already. Only ever added: removing an address from the list takes nothing away
 * (admins do that under Profile → Members), so the list cannot lock the chapter out.
 */
export function isConfiguredAdmin(env: Pick<Bindings, "ADMIN_EMAILS">, email: string): boolean {
  return configuredAdminEmails(env).includes(email.trim().toLowerCase());
}

/** The addresses ADMIN_EMAILS lists, lower-case. */
export function configuredAdminEmails(env: Pick<Bindings, "ADMIN_EMAILS">): string[] {
  return (env.ADMIN_EMAILS ?? "")
    .split(",")
    .map((address) => address.trim().toLowerCase())
    .filter((address) => address !== "");
}

/** The roles to store for an account at `email`: `roles`, with admin added when the address is configured (sorted, as stored). */
export function rolesFor(env: Pick<Bindings, "ADMIN_EMAILS">, email: string, roles: string): string {
  const list = parseRoles(roles);
  if (!isConfiguredAdmin(env, email) || list.includes(ADMIN_ROLE)) return roles;
  return [...list, ADMIN_ROLE].sort().join(",");
}

/** At a sign-in or a verified change of address: makes the account admin if its (verified) address is configured and it is not yet. */
export async function grantConfiguredAdmin(ctx: ServiceContext, user: Pick<UserRow, "id" | "email" | "roles">): Promise<void> {
  const roles = rolesFor(ctx.env, user.email, user.roles);
  if (roles === user.roles) return;
  await updateUser(ctx.db, user.id, { roles });
  console.log(`${user.email} holds admin now: the address is in ADMIN_EMAILS`);
}
