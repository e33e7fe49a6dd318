import type { Bindings } from "../env";

/**
 * Pages the Worker answers with a prerendered file (SPA shell, not-found
 * page): fetched through the ASSETS binding, whose `_headers` rules (the
 * page's Content-Security-Policy) come with it.
 */

/** The prerendered file at `assetPath`, or undefined when the site has not been built. */
export async function fetchPage(env: Bindings, requestUrl: string, assetPath: string): Promise<Response | undefined> {
  const asset = await env.ASSETS.fetch(new URL(assetPath, requestUrl));
  if (!asset.ok) {
    // Drain the body so the runtime can reuse the connection.
    await asset.body?.cancel();
    return undefined;
  }
  return asset;
}

/** The answer for a page: the file with `status` and the headers every HTML page gets. */
export function pageResponse(asset: Response, status: number, body: BodyInit | null = asset.body): Response {
  const headers = new Headers(asset.headers);
  headers.set("Cache-Control", "no-cache");
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  return new Response(body, { status, headers });
}

/** What the Worker says when a page it needs was not built (tests and a fresh checkout). */
export function missingPage(status: number): Response {
  return new Response(status === 404 ? "Not found" : "The site has not been built yet: run `npm run build`.", {
    status: status === 404 ? 404 : 503,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** A prerendered page with `status`, or the plain-text fallback when the site has not been built. */
export async function servePage(env: Bindings, requestUrl: string, assetPath: string, status: number): Promise<Response> {
  const asset = await fetchPage(env, requestUrl, assetPath);
  return asset ? pageResponse(asset, status) : missingPage(status);
}

/** The prerendered not-found page, with status 404: for a path nothing answers, and a member page that does not exist. */
export function notFoundPage(env: Bindings, requestUrl: string): Promise<Response> {
  return servePage(env, requestUrl, "/404", 404);
}
