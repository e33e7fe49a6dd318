import type { Plugin } from "vite";

/** What each reference file is served as. */
const TYPES: Record<string, string> = {
  ".json": "application/json; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".html": "text/html; charset=utf-8",
};

type ReferenceModule = typeof import("../postbuild/api-reference");

/** The logo, the tab icon src/app/root.tsx links: Vite serves the source file at its own path in dev. */
const DEV_ICON_HREF = "/src/logo.svg";

/**
 * `npm run dev` serves the OpenAPI document and the developers' reference page (decision 154) as the
 * build writes them, generated from the contracts once per version of the module (Vite gives a new
 * one when a schema it imports is edited, so an edited schema shows at the next reload; the page's
 * three files share one generation, about 1.5 s). Without it, /api/openapi.json would be forwarded to the Worker, which does not serve
 * it: in production the asset router answers it.
 */
export function apiReferenceInDev(): Plugin {
  const generated = new WeakMap<ReferenceModule, ReturnType<ReferenceModule["apiReferenceFiles"]>>();
  return {
    name: "api-reference-in-dev",
    apply: "serve",
    configureServer(server) {
      // Before Vite's own middlewares, so the /api forward never sees the document's path.
      server.middlewares.use(async (request, response, next) => {
        const pathname = (request.url ?? "").split("?")[0] ?? "";
        if (request.method !== "GET" || !(pathname === "/api/openapi.json" || pathname.startsWith("/developers/"))) return next();
        try {
          const reference = (await server.ssrLoadModule("/scripts/postbuild/api-reference.ts")) as ReferenceModule;
          let files = generated.get(reference);
          if (!files) {
            files = reference.apiReferenceFiles(DEV_ICON_HREF);
            generated.set(reference, files);
            // A failed generation is not kept: the next request tries again.
            files.catch(() => generated.delete(reference));
          }
          const file = (await files).find((candidate) => `/${candidate.path}` === pathname || `/${candidate.path}` === `${pathname}.html`);
          if (!file) return next();
          const extension = file.path.slice(file.path.lastIndexOf("."));
          response.setHeader("Content-Type", TYPES[extension] ?? "application/octet-stream");
          response.end(file.body);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
