import { Hono } from "../../../http/hono";
import type { AppEnv } from "../../../app-env";
import { pointsRoutes, userPointsRoutes, publicStandingRoutes, leaderboardRoutes } from "./points";
import { termRoutes } from "./terms";

/**
 * The points feature's whole URL space, mounted once by app.ts: The points ledger, a member's points and public standing, the leaderboard and the terms.
 */
export const pointsRouter = new Hono<AppEnv>()
  .route("/api/users", userPointsRoutes)
  .route("/api/users", publicStandingRoutes)
  .route("/api/terms", termRoutes)
  .route("/api/points", pointsRoutes)
  .route("/api/leaderboard", leaderboardRoutes);
