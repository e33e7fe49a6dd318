import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import { takeMailNetworkSlot } from "../services/throttle";

/**
 * The loose per-network limit of the endpoints that send mail, counted
 * exactly in D1 (docs/decisions/015-mail-budget.md): loose enough for a
 * lecture hall signing up at once, tight enough that one network cannot
 * spend the site's daily mail budget in minutes.
 */
export function mailNetworkLimit() {
  return createMiddleware<AppEnv>(async function mailNetworkLimit(c, next) {
    const ip = c.req.header("CF-Connecting-IP");
    if (ip) await takeMailNetworkSlot(c.var.services.db, ip);
    await next();
  });
}
