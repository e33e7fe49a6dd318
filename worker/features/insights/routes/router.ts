import { Hono } from "../../../http/hono";
import type { AppEnv } from "../../../app-env";
import { insightsRoutes } from "./insights";

/**
 * The insights feature's whole URL space, mounted once by app.ts: What works, for officers.
 */
export const insightsRouter = new Hono<AppEnv>().route("/api/insights", insightsRoutes);
