import { createMiddleware } from "hono/factory";

/** API answers are personal and JSON: never cached, never sniffed. */
export function apiHeaders() {
  return createMiddleware(async function apiHeaders(c, next) {
    await next();
    c.header("Cache-Control", "no-store");
    c.header("X-Content-Type-Options", "nosniff");
  });
}
