import { apiData } from "~/lib/api-client";
import { sessionSchema, type Session } from "~/shared/auth";
import { isAdmin, isMember, isOfficer, isSponsor } from "~/shared/roles";

type RoleFlags = { isAdmin: boolean; isOfficer: boolean; isMember: boolean; isSponsor: boolean };

/** GET /api/auth/session: who is signed in, plus what the roles grant (derived here so the shared rules stay the only ones). */
export async function getSession(signal?: AbortSignal): Promise<Session & RoleFlags> {
  const session = await apiData("/api/auth/session", sessionSchema, { signal });
  const { roles } = session;
  return { ...session, isAdmin: isAdmin(roles), isOfficer: isOfficer(roles), isMember: isMember(roles), isSponsor: isSponsor(roles) };
}
