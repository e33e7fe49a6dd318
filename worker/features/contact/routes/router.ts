import { Hono } from "../../../http/hono";
import type { AppEnv } from "../../../app-env";
import { contactRoutes } from "./contact";

/**
 * The contact feature's whole URL space, mounted once by app.ts: The contact form and the officers' inbox.
 */
export const contactRouter = new Hono<AppEnv>().route("/api/contact", contactRoutes);
