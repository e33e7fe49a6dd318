import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import { rateLimited } from "../http/api-error";
import { throttleKeys } from "../lib/throttle-keys";

/**
 * A loose per-IP brake on the endpoints that send mail or check passwords
 * (Workers Rate Limiting binding: per location, eventually consistent — fine
 * for a coarse limit; the exact per-account limits live in D1). Cloudflare
 * always sets CF-Connecting-IP in production.
 */
export function ipRateLimit() {
  return createMiddleware<AppEnv>(async function ipRateLimit(c, next) {
    const ip = c.req.header("CF-Connecting-IP");
    if (ip && c.env.IP_LIMITER) {
      const { success } = await c.env.IP_LIMITER.limit({ key: throttleKeys.ipBrake(ip) });
      if (!success) throw rateLimited(60_000, "Too many requests from your network. Please wait a minute.");
    }
    await next();
  });
}
