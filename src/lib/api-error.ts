import type { ErrorCode } from "~/shared/error-codes";
import { notifySessionEnded } from "./session-ended";

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

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

function retryAfterSeconds(response: Response): number | undefined {
  const seconds = Number(response.headers.get("Retry-After"));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/**
 * The ApiError of a failed answer, from its error envelope (`json`, already read; src/shared/envelope.ts
 * `errorEnvelopeSchema`, checked here without zod so the first-load readers share it): a 401
 * UNAUTHENTICATED also tells the AuthProvider the session has ended. Anything else is
 * UNKNOWN_ERROR_MESSAGE with the status.
 */
export function failureOf(response: Response, json: unknown): ApiError {
  const error = isRecord(json) && isRecord(json.error) ? json.error : undefined;
  const { errCode, errMsg, fields } = error ?? {};
  const fieldsOk = fields === undefined || (isRecord(fields) && Object.values(fields).every((value) => typeof value === "string"));
  if (typeof errCode !== "string" || typeof errMsg !== "string" || !fieldsOk) return new ApiError(UNKNOWN_ERROR_MESSAGE, response.status);
  if (response.status === 401 && errCode === "UNAUTHENTICATED") notifySessionEnded();
  // A code this build does not know yet still reads as text ("[CODE] message"); no branch matches it.
  return new ApiError(
    `[${errCode}] ${errMsg}`,
    response.status,
    errCode as ErrorCode,
    errMsg,
    retryAfterSeconds(response),
    fields as Record<string, string> | undefined,
  );
}

/** `fetch`, with a request that never got an answer raised as an ApiError (status 0) unless it was aborted. */
export async function reachApi(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, init);
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ApiError(UNKNOWN_ERROR_MESSAGE, 0);
  }
}
