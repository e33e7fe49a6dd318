import { type Context, Hono } from "hono";
import { publicMemberParamSchema } from "../../../../src/shared/users";
import type { AppEnv } from "../../../app-env";
import { fetchPage, missingPage, pageResponse, servePage } from "../../../http/asset-page";
import { validParam } from "../../../middleware/validate";
import { memberForPage, renderMemberPage } from "../services/member-pages";

/** The prerendered not-found page, with status 404. */
const notFoundPage = (c: Context<AppEnv>) => servePage(c.env, c.req.url, "/404", 404);

/**
 * Requests that match no static file. Public pages are prerendered assets
 * and never get here; what does is a member's public page (a dynamic route:
 * the SPA shell with the member's tags, if the member exists), an event's
 * check-in display (the SPA shell for any id: an officers' page, whose API
 * calls are the lock) or an unknown path (the prerendered not-found page,
 * with status 404).
 */
export const pageRoutes = new Hono<AppEnv>()
  .get("/users/:username/:id", validParam(publicMemberParamSchema, notFoundPage), async (c) => {
    const { username, id } = c.req.valid("param");
    const member = await memberForPage(c.var.services, username, id);
    if (!member) return notFoundPage(c);
    const shell = await fetchPage(c.env, c.req.url, "/__spa-fallback");
    return shell ? renderMemberPage(pageResponse(shell, 200), member, c.var.services.pageUrl("")) : missingPage(200);
  })
  .get("/profile/admin/events/:id/check-in", (c) => servePage(c.env, c.req.url, "/__spa-fallback", 200))
  .all("*", notFoundPage);
