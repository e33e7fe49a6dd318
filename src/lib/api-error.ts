import type { ErrorCode } from "~/shared/error-codes";

/**
 * The API client's error type, apart from the client itself
 * (src/lib/api-client.ts) because the client loads zod: code that must not
 * pull zod in (a page's first load, decision 005) can still tell failures
 * apart.
 */

export const UNKNOWN_ERROR_MESSAGE = "An unknown error occurred";
export const INVALID_RESPONSE_MESSAGE = "The server sent an unexpected response.";

export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    message: string,
    /** HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    /** The API's errCode when the answer carried one. */
    readonly code?: ErrorCode,
    /** The API's errMsg alone: a sentence to show next to a field. */
    readonly detail?: string,
    /** Seconds to wait, from the Retry-After header of a 429. */
    readonly retryAfter?: number,
    /** With VALIDATION_ERROR: the first message for each field that broke its rule, to show at the field. */
    readonly fields?: Readonly<Record<string, string>>,
  ) {
    super(message);
  }
}

/** The sentence to show a person: the API's own errMsg when there is one. */
export function errorDetail(error: unknown): string {
  if (error instanceof ApiError) return error.detail ?? error.message;
  return error instanceof Error ? error.message : UNKNOWN_ERROR_MESSAGE;
}

/** The call failed because the session has ended (the AuthProvider has already said so). */
export function isSessionEnded(error: unknown): boolean {
  return hasErrorCode(error, "UNAUTHENTICATED") && error.status === 401;
}

/** The call failed with this error code, e.g. `hasErrorCode(error, "RATE_LIMITED")`. */
export function hasErrorCode(error: unknown, code: ErrorCode): error is ApiError {
  return error instanceof ApiError && error.code === code;
}
