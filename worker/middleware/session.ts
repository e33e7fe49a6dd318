import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import { ApiError } from "../http/api-error";
import { SESSION_COOKIE } from "../http/session-cookie";
import { readSession } from "../services/sessions";

/** Reads the session cookie, if any, into `c.var.auth` (one KV read, one D1 query). */
export function loadSession() {
  return createMiddleware<AppEnv>(async function loadSession(c, next) {
    const sessionId = getCookie(c, SESSION_COOKIE);
    if (sessionId) {
      const auth = await readSession(c.env, c.var.services.db, sessionId);
      if (auth) c.set("auth", auth);
    }
    await next();
  });
}

/** 401 unless signed in. */
export function requireUser() {
  return createMiddleware<AppEnv>(async function requireUser(c, next) {
    if (!c.var.auth) throw new ApiError("UNAUTHENTICATED", "You are not signed in.");
    await next();
  });
}

/** The signed-in user; only call behind requireUser() or requireRole(). */
export function authOf(c: { var: AppEnv["Variables"] }) {
  if (!c.var.auth) throw new ApiError("UNAUTHENTICATED", "You are not signed in.");
  return c.var.auth;
}
