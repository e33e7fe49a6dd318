import { apiData } from "~/lib/api-client";
import { sessionSchema, type Session } from "~/shared/auth";
import { isAdmin, isMember, isSponsor } from "~/shared/roles";

type RoleFlags = { isAdmin: boolean; isMember: boolean; isSponsor: boolean };

/** GET /api/auth/session: who is signed in, plus what the roles grant (derived here so the shared rules stay the only ones). */
export async function getSession(signal?: AbortSignal): Promise<Session & RoleFlags> {
  const session = await apiData("/api/auth/session", sessionSchema, { signal });
  return { ...session, isAdmin: isAdmin(session.roles), isMember: isMember(session.roles), isSponsor: isSponsor(session.roles) };
}
