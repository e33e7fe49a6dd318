import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { describeError } from "../lib/log-error";
import { ApiError } from "./api-error";
import { errorBody, fail } from "./respond";

/**
 * The one answer to an error thrown by a route or middleware: the envelope with its stable code, a
 * client's mistake as a 4xx, anything else logged (kind and message, no stack) and answered 500
 * without detail. The app's and every mounted feature's onError (app.ts, feature-app.ts).
 */
export function answerError(error: Error, c: Context): Response {
  if (error instanceof ApiError) return fail(c, error.code, error.message, error.headers, error.fields);
  if (error instanceof HTTPException && error.status < 500) {
    const code = error.status === 413 ? "PAYLOAD_TOO_LARGE" : error.status === 415 ? "UNSUPPORTED_MEDIA_TYPE" : "VALIDATION_ERROR";
    return c.json(errorBody(code, error.message || "The request is not valid."), error.status as ContentfulStatusCode);
  }
  const { kind, message } = describeError(error);
  console.error("unhandled error", c.req.method, new URL(c.req.url).pathname, kind, message);
  return fail(c, "INTERNAL_ERROR", "Something went wrong on our side. Please try again.");
}
