import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { servePage } from "../http/asset-page";
import { memberPageExists } from "../services/pages";

/**
 * Requests that match no static file. Public pages are prerendered assets
 * and never get here; what does is a member's public page (a dynamic route:
 * the SPA shell, if the member exists), an event's check-in display (the
 * SPA shell for any id: an officers' page, whose API calls are the lock) or
 * an unknown path (the prerendered not-found page, with status 404).
 */
export const pageRoutes = new Hono<AppEnv>()
  .get("/users/:username/:id", async (c) => {
    const exists = await memberPageExists(c.var.services, c.req.param("username"), c.req.param("id"));
    return exists ? servePage(c.env, c.req.url, "/__spa-fallback", 200) : servePage(c.env, c.req.url, "/404", 404);
  })
  .get("/profile/admin/events/:id/check-in", (c) => servePage(c.env, c.req.url, "/__spa-fallback", 200))
  .all("*", (c) => servePage(c.env, c.req.url, "/404", 404));
