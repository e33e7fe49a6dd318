import { Hono } from "../../../http/hono";
import type { AppEnv } from "../../../app-env";
import { mediaRoutes } from "./media";
import { mediaFileRoutes } from "./media-files";

/**
 * The media feature's whole URL space, mounted once by app.ts: Officers' image uploads, and the files at /media/….
 */
export const mediaRouter = new Hono<AppEnv>().route("/api/media", mediaRoutes).route("/", mediaFileRoutes);
