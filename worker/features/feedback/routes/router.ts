import { Hono } from "../../../http/hono";
import type { AppEnv } from "../../../app-env";
import { feedbackRoutes } from "./event-feedback";

/**
 * The feedback feature's whole URL space, mounted once by app.ts: Members' feedback on the events they came to.
 */
export const feedbackRouter = new Hono<AppEnv>().route("/api/events", feedbackRoutes);
