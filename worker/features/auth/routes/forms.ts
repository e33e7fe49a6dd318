import { Hono } from "../../../http/hono";
import type { AppEnv } from "../../../app-env";

/**
 * /api/forms/early-submit (src/shared/early-submit.ts): a form the browser
 * sent before the page's JavaScript could — it has a password, code or
 * e-mail in its body, which is never read. 204 No Content keeps the browser
 * on the page with what was typed (a navigation answered 204 does not
 * happen); the page's handler sends the form properly once it runs.
 */
export const formRoutes = new Hono<AppEnv>().post("/early-submit", (c) => c.body(null, 204));
