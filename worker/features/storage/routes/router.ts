import { Hono } from "../../../http/hono";
import type { AppEnv } from "../../../app-env";
import { storageRoutes } from "./storage";

/**
 * The storage feature's whole URL space, mounted once by app.ts: What the files take, and the copy to R2.
 */
export const storageRouter = new Hono<AppEnv>().route("/api/admin/storage", storageRoutes);
