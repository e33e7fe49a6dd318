import * as z from "zod";
import { apiData } from "~/lib/api-client";
import { loginResponseSchema, sessionSchema, type LoginRequest, type Session } from "~/shared/auth";
import { isAdmin } from "~/shared/roles";

/** The auth calls of spec §7, each checked against its shared schema. */

export function fetchSession(signal?: AbortSignal): Promise<Session> {
  return apiData("/api/auth/session", sessionSchema, { signal });
}

/** The session plus the admin flag, derived here so the shared rule stays the only one. */
export async function fetchSessionWithRoles(signal?: AbortSignal): Promise<Session & { isAdmin: boolean }> {
  const session = await fetchSession(signal);
  return { ...session, isAdmin: isAdmin(session.roles) };
}

export function postLogin(credentials: LoginRequest) {
  return apiData("/api/auth/login", loginResponseSchema, { method: "POST", body: credentials });
}

export function postLogout() {
  return apiData("/api/auth/logout", z.null(), { method: "POST" });
}
