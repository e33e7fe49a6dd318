/**
 * Workers Caching (`[cache] enabled` in wrangler.toml, decision 079): Cloudflare's edge keeps a
 * Worker answer as its `Cloudflare-CDN-Cache-Control` (else `Cache-Control`) allows, and answers
 * later requests for the same address without running the Worker. Only the content pages and the
 * uploaded images' files (decision 078) opt in;
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

/**
 * How long the edge keeps a page that carries the visitors' list of events (/events, decision 087):
 * every RSVP purges it, and purges have a rate limit (the zone cache's is 5 a minute on the free
 * plan; Workers Caching's is not documented), so a purge refused in a burst of RSVPs leaves counts
 * at most this old — the minute the API's answer already allows browsers (decision 021).
 */
export const EVENT_LIST_PAGE_EDGE_SECONDS = 60;

/**
 * How long the edge keeps an uploaded image's file: its name is never reused for other bytes
 * (decision 078), and deleting the image purges its tag, so as long as the edge will.
 */
export const MEDIA_EDGE_SECONDS = 31536000;

/** An answer as the edge may keep it (for `seconds`), tagged for the purge after a write to what it shows. */
export function edgeCached(page: Response, tags: readonly string[], seconds = CONTENT_PAGE_EDGE_SECONDS): Response {
  page.headers.set(EDGE_CACHE_CONTROL, `public, max-age=${seconds}`);
  page.headers.set("Cache-Tag", tags.join(","));
  return page;
}
