import { Hono } from "../../../http/hono";
import type { AppEnv } from "../../../app-env";
import { ok } from "../../../http/respond";
import { setupReport } from "../services/setup";

/** GET /api/setup: public, and empty once the site has an admin (decision 107). */
export const setupRoutes = new Hono<AppEnv>().get("/", async (c) => ok(c, await setupReport(c.var.services)));
