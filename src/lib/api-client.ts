import type { z } from "zod";
import { errorEnvelopeSchema, pageMetaSchema, successEnvelope, type SuccessEnvelope } from "~/shared/envelope";

/**
 * The SPA's one way to call the API (spec §7, §8): sends the session cookie,
 * parses the envelope and checks `data` against the shared schema of the
 * endpoint, so a response of the wrong shape is a failure, not a surprise
 * later in a component.
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
    readonly code?: string,
    /** The API's errMsg alone: a sentence to show next to a field. */
    readonly detail?: string,
    /** Seconds to wait, from the Retry-After header of a 429. */
    readonly retryAfter?: number,
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
  return error instanceof ApiError && error.status === 401 && error.code === "UNAUTHENTICATED";
}

// A 401 UNAUTHENTICATED from any call means the session has ended (expired,
// signed out elsewhere, revoked). The client cannot import the auth feature,
// so the AuthProvider subscribes here and drops to the signed-out state.
const sessionEndedListeners = new Set<() => void>();
export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => void sessionEndedListeners.delete(listener);
}

function retryAfterSeconds(response: Response): number | undefined {
  const seconds = Number(response.headers.get("Retry-After"));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

type RequestOptions = {
  method?: "GET" | "POST" | "PATCH" | "DELETE";
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
};

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** Calls the API and returns the whole success envelope (data, message, meta). */
export async function apiRequest<T extends z.ZodType>(
  path: string,
  schema: T,
  { method = "GET", body, signal }: RequestOptions = {},
): Promise<SuccessEnvelope<z.output<T>>> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "include",
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(UNKNOWN_ERROR_MESSAGE, 0);
  }

  const json = await readJson(response);
  if (!response.ok) {
    const parsed = errorEnvelopeSchema.safeParse(json);
    if (parsed.success) {
      const { errCode, errMsg } = parsed.data.error;
      if (response.status === 401 && errCode === "UNAUTHENTICATED") sessionEndedListeners.forEach((notify) => notify());
      throw new ApiError(`[${errCode}] ${errMsg}`, response.status, errCode, errMsg, retryAfterSeconds(response));
    }
    throw new ApiError(UNKNOWN_ERROR_MESSAGE, response.status);
  }

  const envelope = successEnvelope(schema).safeParse(json);
  if (!envelope.success) throw new ApiError(INVALID_RESPONSE_MESSAGE, response.status);
  return envelope.data as SuccessEnvelope<z.output<T>>;
}

/** Calls the API and returns only `data`. */
export async function apiData<T extends z.ZodType>(path: string, schema: T, options?: RequestOptions): Promise<z.output<T>> {
  return (await apiRequest(path, schema, options)).data;
}

/** Calls a list endpoint: one page of items and its paging `meta` (total, page, pageSize), both checked. */
export async function apiPage<T extends z.ZodType>(path: string, listSchema: T, options?: RequestOptions) {
  const envelope = await apiRequest(path, listSchema, options);
  const meta = pageMetaSchema.safeParse(envelope.meta);
  if (!meta.success) throw new ApiError(INVALID_RESPONSE_MESSAGE, 200);
  return { items: envelope.data, meta: meta.data };
}
