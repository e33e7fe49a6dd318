import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { MEDIA_UPLOAD_MAX_BYTES } from "../../src/shared/media";
import type { AppEnv } from "../app-env";
import { formatBytes } from "../../src/shared/file-size";
import { ApiError } from "../http/api-error";
import { fail } from "../http/respond";

const MULTIPART = /^multipart\/form-data\s*;/i;

/** The other path whose body is files (app.ts keeps the 64 KB JSON limit off it). */
export const MEDIA_UPLOAD_PATH = "/api/media";

/**
 * An image upload's body: a multipart form (415 otherwise), at most the
 * largest kind's files at their caps (413 MEDIA_TOO_LARGE before the body is
 * read when it declares its length). Each file's own cap is checked after.
 */
export function mediaUploadBody() {
  return [
    createMiddleware<AppEnv>(async function multipartOnly(c, next) {
      if (!MULTIPART.test(c.req.header("Content-Type") ?? "")) {
        throw new ApiError("UNSUPPORTED_MEDIA_TYPE", "Send the image as a multipart form (multipart/form-data) with its kind and files.");
      }
      await next();
    }),
    bodyLimit({
      maxSize: MEDIA_UPLOAD_MAX_BYTES,
      onError: (c) =>
        fail(
          c,
          "MEDIA_TOO_LARGE",
          `An upload may be at most ${formatBytes(MEDIA_UPLOAD_MAX_BYTES)} in all. Choose the picture again on the site, which makes it smaller.`,
        ),
    }),
  ] as const;
}
