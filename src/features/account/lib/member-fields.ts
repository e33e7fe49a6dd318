import { ADMIN_ROLE, DEFAULT_ROLES, OFFICER_ROLE, parseRoles } from "~/shared/roles";

/** The number typed in a points field; "" is not 0 but missing, so the schema says so. */
export function pointsFrom(value: FormDataEntryValue | null): number {
  const text = String(value ?? "").trim();
  return text === "" ? Number.NaN : Number(text);
}

/**
 * A member's roles as a set, with `admin` and `officer` as the admin's
 * checkboxes say: every other role the member holds is kept, and every
 * account stays a member. (Rewriting the whole string would drop a role the
 * form does not show.)
 */
export function rolesWith(current: string, choice: { admin: boolean; officer: boolean }): string {
  const roles = new Set([...parseRoles(current), DEFAULT_ROLES]);
  for (const [role, held] of [
    [ADMIN_ROLE, choice.admin],
    [OFFICER_ROLE, choice.officer],
  ] as const) {
    if (held) roles.add(role);
    else roles.delete(role);
  }
  return [...roles].sort().join(",");
}

/** The names and address an admin edits (sent as typed; the shared schema trims and checks them). */
export function identityFrom(data: FormData) {
  return { firstName: data.get("firstName"), lastName: data.get("lastName"), email: data.get("email") };
}
