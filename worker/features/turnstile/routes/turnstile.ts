import { Hono } from "../../../http/hono";
import type { TurnstileConfig } from "../../../../src/shared/turnstile";
import type { AppEnv } from "../../../app-env";
import { ok } from "../../../http/respond";
import { siteKeyForPages } from "../../../services/turnstile-setup";

/**
 * The key rarely changes, and a browser asks for it once per page load of a
 * form that sends mail: it may keep the answer for five minutes.
 */
const CACHE_CONTROL = "public, max-age=300";

/**
 * /api/turnstile: the site key of the Turnstile widget, asked for by the
 * forms that send mail on their first use, not on page load, so a plain
 * view of their pages costs no Worker request (decision 074).
 */
export const turnstileRoutes = new Hono<AppEnv>().get("/", (c) => {
  const config: TurnstileConfig = { siteKey: siteKeyForPages(c.env) };
  c.header("Cache-Control", CACHE_CONTROL);
  return ok(c, config);
});
