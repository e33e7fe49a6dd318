import { Hono } from "../../../http/hono";
import type { AppEnv } from "../../../app-env";
import { passkeyRoutes } from "./passkeys";

/**
 * The passkeys feature's whole URL space, mounted once by app.ts: Passkeys: adding, listing, renaming, removing, and signing in with one.
 */
export const passkeysRouter = new Hono<AppEnv>().route("/api/auth/passkeys", passkeyRoutes);
