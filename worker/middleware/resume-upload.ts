import { createMiddleware } from "hono/factory";
import { bodyLimit } from "hono/body-limit";
import { RESUME_MAX_BYTES, RESUME_MAX_LABEL } from "../../src/shared/resume-book";
import type { AppEnv } from "../app-env";
import { ApiError } from "../http/api-error";
import { fail } from "../http/respond";

const PDF_TYPE = /^application\/pdf\s*(;|$)/i;

/** The one path whose body is a file, with its own limit (app.ts keeps the 64 KB JSON limit off it). */
export const RESUME_UPLOAD_PATH = "/api/me/resume";

/**
 * The upload's body: declared `application/pdf` (415 otherwise — the
 * declaration is required, not trusted: the bytes are checked after) and at
 * most 2 MB (413 RESUME_TOO_LARGE, before the body is read when it declares
 * its length).
 */
export function resumeUploadBody() {
  return [
    createMiddleware<AppEnv>(async function pdfOnly(c, next) {
      if (!PDF_TYPE.test(c.req.header("Content-Type") ?? "")) {
        throw new ApiError("UNSUPPORTED_MEDIA_TYPE", "Send the résumé itself as the body, with Content-Type: application/pdf.");
      }
      await next();
    }),
    bodyLimit({
      maxSize: RESUME_MAX_BYTES,
      onError: (c) => fail(c, "RESUME_TOO_LARGE", `Your résumé must be at most ${RESUME_MAX_LABEL}. Export it again with smaller images.`),
    }),
  ] as const;
}
