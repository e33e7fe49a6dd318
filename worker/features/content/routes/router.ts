import { Hono } from "../../../http/hono";
import type { AppEnv } from "../../../app-env";
import { contentRoutes } from "./content";
import { contentPageRoutes } from "./content-pages";

/**
 * The content feature's whole URL space, mounted once by app.ts: The content officers edit, and the content pages the Worker writes (posts, programs, board…).
 */
export const contentRouter = new Hono<AppEnv>().route("/api/content", contentRoutes).route("/", contentPageRoutes);
