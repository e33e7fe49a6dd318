import { Hono } from "../../../http/hono";
import type { AppEnv } from "../../../app-env";
import { mailingRoutes } from "./mailings";

/**
 * The mailings feature's whole URL space, mounted once by app.ts: Officers' messages to members.
 */
export const mailingsRouter = new Hono<AppEnv>().route("/api/mailings", mailingRoutes);
