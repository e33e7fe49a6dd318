import type { Plugin } from "vite";
import { encodeVariant, imageVariants } from "../postbuild/optimize-images.ts";

/**
 * `npm run dev` serves the content images as the build writes them (`/images/<name>-<width>.<format>`,
 * scripts/postbuild/optimize-images.ts): the same variants, encoded on first request by the same
 * encoder and its cache. Without it the dev server answers those addresses with the app's HTML, and
 * every photo, portrait and logo is broken while officers check their edits.
 */
export function contentImagesInDev(): Plugin {
  return {
    name: "content-images-in-dev",
    apply: "serve",
    configureServer(server) {
      // Vite restarts the dev server when a file this config imports changes (src/content/images.ts), so
      // an image an officer adds is served after the restart.
      const variants = imageVariants();
      server.middlewares.use((request, response, next) => {
        const pathname = new URL(request.url ?? "/", "http://localhost").pathname;
        if (!pathname.startsWith("/images/")) return next();
        const variant = variants.get(pathname);
        if (!variant) return next();
        encodeVariant(variant).then(
          (bytes) => {
            response.setHeader("Content-Type", `image/${variant.format}`);
            response.setHeader("Cache-Control", "no-cache");
            response.end(bytes);
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}
