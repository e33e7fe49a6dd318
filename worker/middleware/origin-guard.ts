import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import { ApiError } from "../http/api-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests sent from another site's pages (CSRF). A
 * browser always sends Origin on such requests; tools like curl send none and
 * carry no ambient cookies from a browser, so a missing Origin passes.
 * (hono/csrf only checks form content types, which JSON requests are not.)
 */
export function originGuard() {
  return createMiddleware<AppEnv>(async function originGuard(c, next) {
    const origin = c.req.header("Origin");
    if (!SAFE_METHODS.has(c.req.method) && origin !== undefined && origin !== new URL(c.req.url).origin) {
      // The settings (and zod, which checks them) load only for another origin: a cold start
      // does not build them for the site's own requests (decision 163).
      const { settingsOf } = await import("../lib/settings");
      const allowed = new Set(settingsOf(c.env).ALLOWED_ORIGINS.map((item) => item.replace(/\/+$/, "")));
      if (!allowed.has(origin)) throw new ApiError("FORBIDDEN_ORIGIN", "Requests from other sites are not allowed.");
    }
    await next();
  });
}
