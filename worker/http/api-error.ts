import { ERROR_STATUS, type ErrorCode } from "../../src/shared/error-codes";
import { plural } from "../../src/shared/plural";

/**
 * An expected failure: thrown anywhere in a request, turned into the error
 * envelope by the app's one error handler.
 */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly headers: Record<string, string>;
  /** Per-field messages (VALIDATION_ERROR), answered as `error.fields`. */
  readonly fields: Record<string, string> | undefined;

  constructor(code: ErrorCode, message: string, headers: Record<string, string> = {}, fields?: Record<string, string>) {
    super(message);
    this.name = "ApiError";
    this.code = code;
    this.headers = headers;
    this.fields = fields;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/** 429 with the Retry-After header every throttle answers with. */
export function rateLimited(retryAfterMs: number, message?: string): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new ApiError("RATE_LIMITED", message ?? `Too many requests. Try again in ${plural(seconds, "second")}.`, { "Retry-After": String(seconds) });
}
