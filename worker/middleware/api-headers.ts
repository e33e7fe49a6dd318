import { createMiddleware } from "hono/factory";

/**
 * API answers are personal: never cached, never sniffed — unless a route
 * says otherwise (visitors' event lists are the same for everyone and may be
 * cached for a minute).
 */
export function apiHeaders() {
  return createMiddleware(async function apiHeaders(c, next) {
    await next();
    if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
    c.header("X-Content-Type-Options", "nosniff");
  });
}
