import { Hono } from "../../../http/hono";
import type { AppEnv } from "../../../app-env";
import { healthRoutes } from "./health";

/**
 * The health feature's whole URL space, mounted once by app.ts: The admins' health page.
 */
export const healthRouter = new Hono<AppEnv>().route("/api/admin/health", healthRoutes);
