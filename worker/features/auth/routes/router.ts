import { Hono } from "../../../http/hono";
import type { AppEnv } from "../../../app-env";
import { authRoutes } from "./auth";
import { formRoutes } from "./forms";

/**
 * The auth feature's whole URL space, mounted once by app.ts: Sign-up, sign-in and out, password reset, e-mail change, and the forms posted before the page is ready.
 */
export const authRouter = new Hono<AppEnv>().route("/api/auth", authRoutes).route("/api/forms", formRoutes);
