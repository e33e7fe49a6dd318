import { Hono } from "../../../http/hono";
import type { AppEnv } from "../../../app-env";
import { myResumeRoutes } from "./my-resume";
import { resumeBookRoutes } from "./resume-book";
import { sponsorAccessRoutes } from "./sponsor-access";

/**
 * The resume-book feature's whole URL space, mounted once by app.ts: A member's résumé, the résumé book, and sponsors' access to it.
 */
export const resumeBookRouter = new Hono<AppEnv>()
  .route("/api/me/resume", myResumeRoutes)
  .route("/api/resume-book", resumeBookRoutes)
  .route("/api", sponsorAccessRoutes);
