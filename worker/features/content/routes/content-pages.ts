import type { Context } from "hono";
import { Hono } from "../../../http/hono";
import {
  CONTENT_ITEM_PAGES,
  CONTENT_PAGES,
  type ContentItemCollection,
  type ContentPagePath,
  contentCacheTag,
  EVENT_LIST_PAGES,
} from "../../../../src/shared/content/pages";
import { SlugSchema } from "../../../../src/shared/content/fields";
import type { AppEnv } from "../../../app-env";
import { fetchPage, missingPage, notFoundPage, pageResponse } from "../../../http/asset-page";
import { CONTENT_PAGE_EDGE_SECONDS, EVENT_LIST_PAGE_EDGE_SECONDS, edgeCached } from "../../../http/edge-cache";
import { contentItemParts, contentPageParts, contentPageTags, renderContentItemPage, renderContentPage } from "../services/content-pages";

/**
 * The public pages of the content officers edit (in `run_worker_first`; decision 079): each list
 * page (/, /board, /sponsors, /blogs, /programs, /events…) is its prerendered file with its published
 * items written in (and / and /events the visitors' list of events, /events the terms too:
 * decisions 087 and 089); each item's page (/blogs/{slug}, and a program's /{slug}, which reaches the Worker
 * because no file has its address: decision 084) is the item's shell with the item and its head
 * tags written in, and an unknown slug is the not-found page with 404, as any unknown address. The
 * edge keeps them until a write to one of their collections purges them.
 */
export const contentPageRoutes = new Hono<AppEnv>();

const isSlug = (value: string | undefined) => SlugSchema.safeParse(value).success;
const notFound = (c: Context<AppEnv>) => notFoundPage(c.env, c.req.url);
/** `/api` is the API's, whose own not-found answer (the envelope) comes after every feature's routes: a page at /{slug} never answers it. */
const isApi = (slug: string | undefined) => slug === "api";

for (const path of Object.keys(CONTENT_PAGES) as ContentPagePath[]) {
  contentPageRoutes.get(path, async (c) => {
    const page = await fetchPage(c.env, c.req.url, path);
    if (!page) return missingPage(200);
    const parts = await contentPageParts(c.var.services, path, new URL(c.req.url).searchParams);
    const seconds = EVENT_LIST_PAGES[path] ? EVENT_LIST_PAGE_EDGE_SECONDS : CONTENT_PAGE_EDGE_SECONDS;
    return edgeCached(renderContentPage(pageResponse(page, 200), parts), contentPageTags(path), seconds);
  });
}

for (const [collection, { prefix, shell }] of Object.entries(CONTENT_ITEM_PAGES) as [ContentItemCollection, { prefix: string; shell: string }][]) {
  // /blogs/ goes to /blogs; a program's page (prefix "/") was a file whose address took a slash too (/{slug}/).
  if (prefix === "/")
    contentPageRoutes.get("/:slug/", async (c, next) => {
      const slug = c.req.param("slug");
      if (isApi(slug)) return next();
      return isSlug(slug) ? c.redirect(`/${slug}`, 301) : notFound(c);
    });
  else contentPageRoutes.get(prefix, (c) => c.redirect(prefix.slice(0, -1), 301));
  contentPageRoutes.get(`${prefix}:slug`, async (c, next) => {
    const slug = c.req.param("slug") ?? "";
    if (prefix === "/" && isApi(slug)) return next();
    // Not a slug: no item has it, and D1 is not asked.
    const parts = isSlug(slug) ? await contentItemParts(c.var.services, collection, slug, `${prefix}${slug}`) : undefined;
    if (parts === undefined) return notFound(c);
    const page = await fetchPage(c.env, c.req.url, shell);
    if (!page) return missingPage(200);
    return edgeCached(renderContentItemPage(pageResponse(page, 200), parts), [contentCacheTag(collection)]);
  });
}
