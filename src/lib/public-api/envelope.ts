import type { ErrorCode } from "~/shared/error-codes";
import { ApiError, INVALID_RESPONSE_MESSAGE, UNKNOWN_ERROR_MESSAGE } from "../api-error";
import { notifySessionEnded } from "../session-ended";

/**
 * The one reader of each public endpoint that pages call on their first load — GET /api/events,
 * GET /api/events/{idOrSlug} and GET /api/terms — for every feature that reads them (the events
 * pages, check-in, search, the dashboard, officers' lists, the leaderboard's terms).
 *
 * The answers are checked by hand rather than with the shared zod schemas: zod is 24 KB gzipped
 * (zod/mini about 6.5 KB for these schemas, measured) that no visitor's first load carries
 * (decision 005). Each check covers every field of the contract that is not optional, with its
 * type, so a wrong answer is an error message, not a broken page.
 */

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
export const isNullableString = (value: unknown) => value === null || typeof value === "string";

/**
 * The `data` and `meta` of an answer whose data `accepts` takes. A failed answer raises the ApiError of
 * its envelope, as the API client does (a 401 also tells the AuthProvider the session has ended); a
 * successful one of the wrong shape raises INVALID_RESPONSE_MESSAGE.
 */
export async function envelopeOf<T>(response: Response, accepts: (data: unknown) => data is T): Promise<{ data: T; meta: Record<string, unknown> }> {
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = isRecord(body) && isRecord(body.error) ? body.error : {};
    const code = typeof error.errCode === "string" ? (error.errCode as ErrorCode) : undefined;
    const detail = typeof error.errMsg === "string" ? error.errMsg : undefined;
    if (response.status === 401 && code === "UNAUTHENTICATED") notifySessionEnded();
    throw new ApiError(code && detail ? `[${code}] ${detail}` : UNKNOWN_ERROR_MESSAGE, response.status, code, detail);
  }
  if (!isRecord(body) || !accepts(body.data)) throw new ApiError(INVALID_RESPONSE_MESSAGE, response.status);
  return { data: body.data, meta: isRecord(body.meta) ? body.meta : {} };
}

export async function get(path: string, signal: AbortSignal | undefined): Promise<Response> {
  try {
    return await fetch(path, { headers: { Accept: "application/json" }, credentials: "include", signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(UNKNOWN_ERROR_MESSAGE, 0);
  }
}
