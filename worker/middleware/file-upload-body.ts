import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import type { ErrorCode } from "../../src/shared/error-codes";
import type { AppEnv } from "../app-env";
import { ApiError } from "../http/api-error";
import { fail } from "../http/respond";

type FileBody = {
  /** The Content-Type the body must declare (415 UNSUPPORTED_MEDIA_TYPE otherwise, with `wrongType`). */
  type: RegExp;
  wrongType: string;
  maxBytes: number;
  /** The 413 when the body is larger: its code and sentence. */
  tooLarge: readonly [code: ErrorCode, message: string];
};

/**
 * The body of an upload, for a path whose body is files (app.ts keeps the 64 KB JSON limit off it):
 * declared as the endpoint's type — required, not trusted: the bytes are checked after — and at most
 * `maxBytes`, refused before the body is read when it declares its length.
 */
export function fileUploadBody({ type, wrongType, maxBytes, tooLarge: [code, message] }: FileBody) {
  return [
    createMiddleware<AppEnv>(async function declaredType(c, next) {
      if (!type.test(c.req.header("Content-Type") ?? "")) throw new ApiError("UNSUPPORTED_MEDIA_TYPE", wrongType);
      await next();
    }),
    bodyLimit({ maxSize: maxBytes, onError: (c) => fail(c, code, message) }),
  ] as const;
}
