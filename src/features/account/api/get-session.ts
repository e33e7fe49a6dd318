import { apiData } from "~/lib/api-client";
import { sessionSchema, type Session } from "~/shared/auth";
import { isAdmin, isOfficer } from "~/shared/roles";

/** GET /api/auth/session: who is signed in, plus the admin and officer flags (derived here so the shared rules stay the only ones). */
export async function getSession(signal?: AbortSignal): Promise<Session & { isAdmin: boolean; isOfficer: boolean }> {
  const session = await apiData("/api/auth/session", sessionSchema, { signal });
  return { ...session, isAdmin: isAdmin(session.roles), isOfficer: isOfficer(session.roles) };
}
