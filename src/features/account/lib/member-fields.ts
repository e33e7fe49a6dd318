import { ADMIN_ROLE, DEFAULT_ROLES } from "~/shared/roles";

/** The number typed in a points field; "" is not 0 but missing, so the schema says so. */
export function pointsFrom(value: FormDataEntryValue | null): number {
  const text = String(value ?? "").trim();
  return text === "" ? Number.NaN : Number(text);
}

/** Every account is a member; an admin is a member too. */
export function rolesFor(admin: boolean): string {
  return admin ? `${ADMIN_ROLE},${DEFAULT_ROLES}` : DEFAULT_ROLES;
}

/** The names and address an admin edits (sent as typed; the shared schema trims and checks them). */
export function identityFrom(data: FormData) {
  return { firstName: data.get("firstName"), lastName: data.get("lastName"), email: data.get("email") };
}
