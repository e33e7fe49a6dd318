import * as z from "zod/mini";

/** A path under src/content/images/ (see docs/content.md): the build makes AVIF/WebP variants of it. */
export const ImagePathSchema = z.string().check(
  z.regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*\.(svg|png|jpe?g|webp|avif)$/, {
    error: "Image paths are lower-case, relative to src/content/images/, e.g. board/president.svg",
  }),
);

/** Alt text must say what the image shows; "" only where a schema allows a decorative image. */
export const AltTextSchema = z.string().check(z.trim(), z.minLength(8, { error: "Write alt text that says what the image shows." }));

/** An absolute http(s) link or a path on this site. */
export const LinkSchema = z.union([z.url({ protocol: /^https?$/ }), z.string().check(z.regex(/^\/[^\s]*$/))]);

/** A slug used in URLs and ids: lower-case words joined by hyphens. */
export const SlugSchema = z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: "Use lower-case words joined by hyphens." }));

/** "YYYY-MM-DD". */
export const DateSchema = z.iso.date();

/** A school term as written in the content, e.g. "fall-2024". */
export const TermIdSchema = z.string().check(z.regex(/^(spring|summer|fall|winter)-\d{4}$/));
