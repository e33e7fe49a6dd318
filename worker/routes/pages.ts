import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { memberPageExists } from "../services/pages";

/**
 * Requests that match no static file. Public pages are prerendered assets
 * and never get here; what does is a member's public page (a dynamic route:
 * the SPA shell, if the member exists) or an unknown path (the prerendered
 * not-found page, with status 404).
 */
export const pageRoutes = new Hono<AppEnv>()
  .get("/users/:username/:id", async (c) => {
    const exists = await memberPageExists(c.var.services, c.req.param("username"), c.req.param("id"));
    return exists ? servePage(c.env, c.req.url, "/__spa-fallback", 200) : servePage(c.env, c.req.url, "/404", 404);
  })
  .all("*", (c) => servePage(c.env, c.req.url, "/404", 404));

async function servePage(env: AppEnv["Bindings"], requestUrl: string, assetPath: string, status: number) {
  const asset = await env.ASSETS.fetch(new URL(assetPath, requestUrl));
  if (!asset.ok) {
    return new Response(status === 404 ? "Not found" : "The site has not been built yet: run `npm run build`.", {
      status: status === 404 ? 404 : 503,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const headers = new Headers(asset.headers);
  headers.set("Cache-Control", "no-cache");
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  return new Response(asset.body, { status, headers });
}
