import type { IncomingMessage, ServerResponse } from "node:http";
import type { ViteDevServer } from "vite";
import { describe, expect, it } from "vitest";
import { CONTENT_IMAGES } from "../../src/content/images";
import { IMAGE_FORMATS, IMAGE_KINDS, imageUrl } from "../../src/lib/images";
import { imageVariants } from "../postbuild/optimize-images.ts";
import { contentImagesInDev } from "./content-images-in-dev.ts";

type Middleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/** The plugin's middleware, as the dev server would call it. */
function middleware(): Middleware {
  let installed: Middleware | undefined;
  const server = {
    middlewares: { use: (handler: Middleware) => (installed = handler) },
    // The dev server loads the project's module; here Vitest does.
    ssrLoadModule: (url: string) => {
      expect(url).toBe("/scripts/postbuild/optimize-images.ts");
      return import("../postbuild/optimize-images.ts");
    },
  } as unknown as ViteDevServer;
  const plugin = contentImagesInDev();
  (plugin.configureServer as (server: ViteDevServer) => void)(server);
  return installed!;
}

/** What the middleware answers for a path: the image it sends, or that it passed the request on. */
function ask(path: string): Promise<{ passed: true } | { type: string; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {};
    const response = {
      setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
      end: (bytes: Buffer) => resolve({ type: headers["content-type"]!, bytes }),
    } as unknown as ServerResponse;
    middleware()({ url: path } as IncomingMessage, response, (error) => (error ? reject(error) : resolve({ passed: true })));
  });
}

describe("content images under npm run dev", () => {
  it("knows every variant the pages ask for, as the build writes them", () => {
    const variants = imageVariants();
    const expected = CONTENT_IMAGES.flatMap(({ source, kind }) =>
      IMAGE_KINDS[kind].widths.flatMap((width) => IMAGE_FORMATS.map((format) => imageUrl(source, width, format))),
    );
    expect([...variants.keys()].sort()).toEqual(expected.sort());
    expect(expected.length).toBeGreaterThan(20);
  });

  it("serves a variant as an image of its format, and passes on what is not one", async () => {
    const [url, variant] = [...imageVariants()].find(([, v]) => v.format === "webp")!;
    const served = await ask(`${url}?v=1`);
    expect(served).toMatchObject({ type: "image/webp" });
    // A WebP file: RIFF....WEBP.
    const bytes = (served as { bytes: Buffer }).bytes;
    expect(bytes.subarray(0, 4).toString()).toBe("RIFF");
    expect(bytes.subarray(8, 12).toString()).toBe("WEBP");
    expect(variant.width).toBeGreaterThan(0);
    expect(await ask("/images/nobody-480.webp")).toEqual({ passed: true });
    expect(await ask("/board")).toEqual({ passed: true });
  });
});
