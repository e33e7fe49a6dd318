import { ApiError, failureOf, INVALID_RESPONSE_MESSAGE, reachApi } from "../api-error";

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

/**
 * The JSON of a data element the Worker wrote into the page (undefined when it is missing or broken);
 * the element goes, so it is read once and a later visit (a click back) asks the API.
 */
export function takeElementJson(element: Element | null): unknown {
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? "");
  } catch {
    return undefined;
  }
}
export const isNullableString = (value: unknown) => value === null || typeof value === "string";

/**
 * The `data` and `meta` of an answer whose data `accepts` takes. A failed answer raises the ApiError of
 * its envelope (`failureOf`, as the API client does); a successful one of the wrong shape raises
 * INVALID_RESPONSE_MESSAGE.
 */
export async function envelopeOf<T>(response: Response, accepts: (data: unknown) => data is T): Promise<{ data: T; meta: Record<string, unknown> }> {
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw failureOf(response, body);
  if (!isRecord(body) || !accepts(body.data)) throw new ApiError(INVALID_RESPONSE_MESSAGE, response.status);
  return { data: body.data, meta: isRecord(body.meta) ? body.meta : {} };
}

export const get = (path: string, signal: AbortSignal | undefined) =>
  reachApi(path, { headers: { Accept: "application/json" }, credentials: "include", signal });
