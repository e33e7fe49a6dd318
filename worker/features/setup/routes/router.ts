import { Hono } from "../../../http/hono";
import type { AppEnv } from "../../../app-env";
import { setupRoutes } from "./setup";

/**
 * The setup feature's whole URL space, mounted once by app.ts: The public setup page's facts before the first admin exists.
 */
export const setupRouter = new Hono<AppEnv>().route("/api/setup", setupRoutes);
