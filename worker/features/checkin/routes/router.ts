import { Hono } from "../../../http/hono";
import type { AppEnv } from "../../../app-env";
import { checkinRoutes, checkinPageRoutes } from "./checkin";

/**
 * The checkin feature's whole URL space, mounted once by app.ts: Check-in and attendance (/api/events/{id}/…), and the check-in display's page.
 */
export const checkinRouter = new Hono<AppEnv>().route("/api/events", checkinRoutes).route("/", checkinPageRoutes);
