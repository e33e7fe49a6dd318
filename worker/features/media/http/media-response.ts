import { mediaCacheTag } from "../../../../src/shared/media";
import type { StoredFile } from "../../../lib/stored-file";
import { edgeCached, MEDIA_EDGE_SECONDS } from "../../../http/edge-cache";

/**
 * An uploaded image's file as the Worker serves it (decision 078). Its name
 * holds a random id and is never reused for other bytes, so browsers and
 * caches may keep it for a year without asking again (`immutable`); the ETag
 * answers the rare check with a 304. `nosniff` keeps a browser from reading
 * the bytes as anything but the WebP the upload was checked to be.
 */
export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * Every /media/* answer, a file, a 304 or a 404 (issue 34's outside review): no policy lets its bytes
 * run or load anything should a browser ever open one as a page (`sandbox` gives it an opaque
 * origin, `default-src 'none'` allows no fetch), and no other site may embed it
 * (`Cross-Origin-Resource-Policy: same-origin`): the site's own pages show the images, nobody else.
 */
export const MEDIA_SECURITY_HEADERS = {
  "Content-Security-Policy": "default-src 'none'; sandbox",
  "Cross-Origin-Resource-Policy": "same-origin",
  "X-Content-Type-Options": "nosniff",
} as const;

function mediaHeaders(file: StoredFile): Headers {
  return new Headers({
    "Content-Type": "image/webp",
    "Cache-Control": MEDIA_CACHE_CONTROL,
    ETag: file.etag,
    ...MEDIA_SECURITY_HEADERS,
  });
}

/**
 * The file of image `id`, or 304 when it came without its body (the request's If-None-Match
 * matched). The file is kept at the edge too (Workers Caching), tagged with its image, whose delete
 * purges it; a 304 is the browser's own copy confirmed, nothing for the edge to keep.
 */
export function mediaResponse(id: string, file: StoredFile): Response {
  const headers = mediaHeaders(file);
  if (file.body === null) return new Response(null, { status: 304, headers });
  headers.set("Content-Length", String(file.size));
  return edgeCached(new Response(file.body, { headers }), [mediaCacheTag(id)], MEDIA_EDGE_SECONDS);
}

/**
 * No such file: plain text, never stored. A missing image is either a
 * mistyped address or one deleted since; storing the 404 would save a store
 * read but could outlive a mistake fixed meanwhile, and these are rare.
 */
export function mediaNotFound(): Response {
  return new Response("No such image.\n", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...MEDIA_SECURITY_HEADERS },
  });
}
