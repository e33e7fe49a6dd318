import { Hono } from "../../../http/hono";
import type { AppEnv } from "../../../app-env";
import { turnstileRoutes } from "./turnstile";

/**
 * The turnstile feature's whole URL space, mounted once by app.ts: The bot check's site key.
 */
export const turnstileRouter = new Hono<AppEnv>().route("/api/turnstile", turnstileRoutes);
