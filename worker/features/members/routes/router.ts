import { Hono } from "../../../http/hono";
import type { AppEnv } from "../../../app-env";
import { userRoutes } from "./users";
import { pageRoutes } from "./pages";

/**
 * The members feature's whole URL space, mounted once by app.ts: Accounts and their admin, and a member's public page (the SPA shell with the member's tags).
 */
export const membersRouter = new Hono<AppEnv>().route("/api/users", userRoutes).route("/", pageRoutes);
