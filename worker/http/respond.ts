import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorEnvelope, SuccessEnvelope } from "../../src/shared/envelope";
import { ERROR_STATUS, type ErrorCode } from "../../src/shared/error-codes";

type Options = { status?: ContentfulStatusCode; message?: string; meta?: Record<string, unknown> };

/** The success envelope `{ data, message?, meta? }`. */
export function ok<T>(c: Context, data: T, options: Options = {}): Response {
  const body: SuccessEnvelope<T> = { data };
  if (options.message !== undefined) body.message = options.message;
  if (options.meta !== undefined) body.meta = options.meta;
  return c.json(body, options.status ?? 200);
}

/** The error envelope `{ error: { errCode, errMsg } }` with the code's status. */
export function errorBody(code: ErrorCode, message: string, fields?: Record<string, string>): ErrorEnvelope {
  return { error: { errCode: code, errMsg: message, ...(fields ? { fields } : {}) } };
}

export function fail(c: Context, code: ErrorCode, message: string, headers: Record<string, string> = {}, fields?: Record<string, string>): Response {
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  return c.json(errorBody(code, message, fields), ERROR_STATUS[code] as ContentfulStatusCode);
}
