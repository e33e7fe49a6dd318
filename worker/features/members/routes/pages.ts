import type { Context } from "hono";
import { Hono } from "../../../http/hono";
import { publicMemberParamSchema } from "../../../../src/shared/users";
import type { AppEnv } from "../../../app-env";
import { fetchPage, missingPage, notFoundPage, pageResponse } from "../../../http/asset-page";
import { validParam } from "../../../middleware/validate";
import { memberForPage, renderMemberPage } from "../services/member-pages";

const notFound = (c: Context<AppEnv>) => notFoundPage(c.env, c.req.url);

/**
 * A member's public page (a dynamic route: the SPA shell with the member's
 * tags, if the member exists; else the not-found page, 404).
 */
export const pageRoutes = new Hono<AppEnv>().get("/users/:username/:id", validParam(publicMemberParamSchema, notFound), async (c) => {
  const { username, id } = c.req.valid("param");
  const member = await memberForPage(c.var.services, username, id);
  if (!member) return notFound(c);
  const shell = await fetchPage(c.env, c.req.url, "/__spa-fallback");
  return shell ? renderMemberPage(pageResponse(shell, 200), member, c.var.services.pageUrl("")) : missingPage(200);
});
