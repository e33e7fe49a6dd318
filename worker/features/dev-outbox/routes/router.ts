import { Hono } from "../../../http/hono";
import type { AppEnv } from "../../../app-env";
import { isOutboxEnabled } from "../../../email/mailer";
import { fail } from "../../../http/respond";
import { isLocalDevServer } from "../lib/local-dev";
import { devOutboxRoutes } from "./dev-outbox";

/**
 * The dev-outbox feature's whole URL space, mounted once by app.ts: /api/dev, only on a local
 * development server with the outbox (decision 106) — a deployed copy has no /api/dev, whatever its settings.
 */
export const devOutboxRouter = new Hono<AppEnv>()
  .use("/api/dev/*", async function devOnly(c, next) {
    if (!isLocalDevServer(c.env, c.req.url) || !isOutboxEnabled(c.env)) return fail(c, "NOT_FOUND", "No such endpoint.");
    await next();
  })
  .route("/api/dev", devOutboxRoutes);
