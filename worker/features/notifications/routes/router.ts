import { Hono } from "../../../http/hono";
import type { AppEnv } from "../../../app-env";
import { notificationSettingsRoutes, unsubscribeRoutes } from "./notifications";
import { pushRoutes } from "./push";

/**
 * The notifications feature's whole URL space, mounted once by app.ts: A member's mail and push choices, their devices, and the unsubscribe address.
 */
export const notificationsRouter = new Hono<AppEnv>()
  .route("/api/me/notifications", notificationSettingsRoutes)
  .route("/api/me/push", pushRoutes)
  .route("/api/notifications", unsubscribeRoutes);
