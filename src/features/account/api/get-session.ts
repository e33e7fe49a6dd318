import { apiData } from "~/lib/api-client";
import { sessionSchema, type Session } from "~/shared/auth";
import { isAdmin } from "~/shared/roles";

/** GET /api/auth/session: who is signed in, plus the admin flag (derived here so the shared rule stays the only one). */
export async function getSession(signal?: AbortSignal): Promise<Session & { isAdmin: boolean }> {
  const session = await apiData("/api/auth/session", sessionSchema, { signal });
  return { ...session, isAdmin: isAdmin(session.roles) };
}
