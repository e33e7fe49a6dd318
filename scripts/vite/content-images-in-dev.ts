import type { Plugin } from "vite";
import type * as Images from "../postbuild/optimize-images.ts";

/**
 * `npm run dev` serves the content images as the build writes them (`/images/<name>-<width>.<format>`,
 * scripts/postbuild/optimize-images.ts): the same variants, encoded on first request by the same
 * encoder and its cache. Without it the dev server answers those addresses with the app's HTML, and
 * every photo, portrait and logo is broken while officers check their edits.
 *
 * The encoder and the content's list of images are loaded through the dev server (`ssrLoadModule`),
 * not imported by this config file: they are project modules, which the dev server reloads when an
 * officer adds an image, and which Vite's config loader need not read.
 */
export function contentImagesInDev(): Plugin {
  return {
    name: "content-images-in-dev",
    apply: "serve",
    configureServer(server) {
      const images = () => server.ssrLoadModule("/scripts/postbuild/optimize-images.ts") as Promise<typeof Images>;
      server.middlewares.use((request, response, next) => {
        const pathname = new URL(request.url ?? "/", "http://localhost").pathname;
        if (!pathname.startsWith("/images/")) return next();
        images()
          .then(async ({ imageVariants, encodeVariant }) => {
            const variant = imageVariants().get(pathname);
            if (!variant) return next();
            const bytes = await encodeVariant(variant);
            response.setHeader("Content-Type", `image/${variant.format}`);
            response.setHeader("Cache-Control", "no-cache");
            response.end(bytes);
          })
          .catch((error: unknown) => next(error));
      });
    },
  };
}
