/**
 * Workers Caching (`[cache] enabled` in wrangler.toml, decision 079): Cloudflare's edge keeps a
 * Worker answer as its `Cloudflare-CDN-Cache-Control` (else `Cache-Control`) allows, and answers
 * later requests for the same address without running the Worker. Only the content pages opt in;
 * every other answer keeps out (its `Cache-Control` still speaks to browsers), so turning the cache
 * on changes nothing for the API, the member pages or the calendar feeds.
 */

/** The header the edge reads before `Cache-Control` (browsers ignore it). */
export const EDGE_CACHE_CONTROL = "Cloudflare-CDN-Cache-Control";

/**
 * How long the edge keeps a content page: a purge by tag after every write replaces it at once, so
 * this bounds only what a failed purge leaves behind.
 */
export const CONTENT_PAGE_EDGE_SECONDS = 300;

/** A content page as the edge may keep it, tagged for the purge after a write to any of its collections. */
export function edgeCachedPage(page: Response, tags: readonly string[]): Response {
  page.headers.set(EDGE_CACHE_CONTROL, `public, max-age=${CONTENT_PAGE_EDGE_SECONDS}`);
  page.headers.set("Cache-Tag", tags.join(","));
  return page;
}
