import { Hono } from "../../../http/hono";
import type { AppEnv } from "../../../app-env";
import { officerRoutes } from "./officers";

/**
 * The officers feature's whole URL space, mounted once by app.ts: The officers' page: roles and invitations.
 */
export const officersRouter = new Hono<AppEnv>().route("/api/officers", officerRoutes);
