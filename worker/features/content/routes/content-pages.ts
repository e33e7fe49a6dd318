import { Hono } from "hono";
import { CONTENT_PAGES, type ContentPagePath } from "../../../../src/shared/content/pages";
import type { AppEnv } from "../../../app-env";
import { fetchPage, missingPage, pageResponse } from "../../../http/asset-page";
import { edgeCachedPage } from "../../../http/edge-cache";
import { contentPageScript, contentPageTags, renderContentPage } from "../services/content-pages";

/**
 * The public pages of the content officers edit (/board, /sponsors…; in `run_worker_first`): the
 * prerendered page with its published items written in (decision 079), kept at the edge until a
 * write to one of its collections purges it.
 */
export const contentPageRoutes = new Hono<AppEnv>();

for (const path of Object.keys(CONTENT_PAGES) as ContentPagePath[]) {
  contentPageRoutes.get(path, async (c) => {
    const page = await fetchPage(c.env, c.req.url, path);
    if (!page) return missingPage(200);
    const script = await contentPageScript(c.var.services, path);
    return edgeCachedPage(renderContentPage(pageResponse(page, 200), script), contentPageTags(path));
  });
}
