import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import { EDGE_CACHE_CONTROL } from "../http/edge-cache";

/** Answers that did not choose an edge lifetime are not kept at the edge. */
export const edgeCacheOptIn = () =>
  createMiddleware<AppEnv>(async function edgeCacheOptIn(c, next) {
    await next();
    if (c.res.headers.has(EDGE_CACHE_CONTROL)) return;
    try {
      c.res.headers.set(EDGE_CACHE_CONTROL, "no-store");
    } catch {
      // Headers of a fetched answer are immutable: copy it.
      const copy = new Response(c.res.body, c.res);
      copy.headers.set(EDGE_CACHE_CONTROL, "no-store");
      c.res = copy;
    }
  });
