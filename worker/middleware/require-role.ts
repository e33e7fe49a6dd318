import { createMiddleware } from "hono/factory";
import { hasRole, type Role } from "../../src/shared/roles";
import type { AppEnv } from "../app-env";
import { ApiError } from "../http/api-error";

const WHO: Record<Role, string> = { member: "the chapter's members", officer: "officers and admins", admin: "admins", sponsor: "sponsors" };

/**
 * 401 unless signed in, 403 unless the member holds `role` or a role that
 * includes it (an admin may do what an officer may). Behind loadSession(),
 * which reads the roles from D1 on every request, so granting or removing a
 * role takes effect at the member's next request.
 */
export function requireRole(role: Role) {
  return createMiddleware<AppEnv>(async function requireRole(c, next) {
    if (!c.var.auth) throw new ApiError("UNAUTHENTICATED", "You are not signed in.");
    if (!hasRole(c.var.auth.roles, role)) throw new ApiError("FORBIDDEN", `Only ${WHO[role]} can do this.`);
    await next();
  });
}
