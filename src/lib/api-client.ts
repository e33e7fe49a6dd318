import type { z } from "zod";
import { errorEnvelopeSchema, pageMetaSchema, successEnvelope, type SuccessEnvelope } from "~/shared/envelope";
import type { ErrorCode } from "~/shared/error-codes";
import { ApiError, INVALID_RESPONSE_MESSAGE, UNKNOWN_ERROR_MESSAGE } from "./api-error";
import { notifySessionEnded } from "./session-ended";

/**
 * The SPA's one way to call the API (docs/api.md): sends the session cookie,
 * parses the envelope and checks `data` against the shared schema of the
 * endpoint, so a response of the wrong shape is a failure, not a surprise
 * later in a component.
 */

function retryAfterSeconds(response: Response): number | undefined {
  const seconds = Number(response.headers.get("Retry-After"));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is with its declared type instead of JSON: a file upload (PUT /api/me/resume). */
  file?: { body: Blob; type: string };
  signal?: AbortSignal;
};

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** The ApiError for a failed answer, from its error envelope (`json`, already read). */
function failureOf(response: Response, json: unknown): ApiError {
  const parsed = errorEnvelopeSchema.safeParse(json);
  if (parsed.success) {
    const { errCode, errMsg, fields } = parsed.data.error;
    if (response.status === 401 && errCode === "UNAUTHENTICATED") notifySessionEnded();
    // A code this build does not know yet still reads as text ("[CODE] message"); no branch matches it.
    return new ApiError(`[${errCode}] ${errMsg}`, response.status, errCode as ErrorCode, errMsg, retryAfterSeconds(response), fields);
  }
  return new ApiError(UNKNOWN_ERROR_MESSAGE, response.status);
}

/** Calls the API and returns the whole success envelope (data, message, meta): for answers whose `message` is for people. */
export async function apiRequest<T extends z.ZodType>(
  path: string,
  schema: T,
  { method = "GET", body, file, signal }: RequestOptions = {},
): Promise<SuccessEnvelope<z.output<T>>> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (file) headers["Content-Type"] = file.type;
  else if (body !== undefined) headers["Content-Type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: file ? file.body : body === undefined ? undefined : JSON.stringify(body),
      credentials: "include",
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(UNKNOWN_ERROR_MESSAGE, 0);
  }

  const json = await readJson(response);
  if (!response.ok) throw failureOf(response, json);

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

/**
 * Fetches a file the API serves (a résumé's PDF): the answer itself, its
 * body not yet read, so the caller can stream it; a failure raises the
 * ApiError of its envelope, as for every other call.
 */
export async function apiFile(path: string, { signal }: { signal?: AbortSignal } = {}): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: "include", signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(UNKNOWN_ERROR_MESSAGE, 0);
  }
  if (!response.ok) throw failureOf(response, await readJson(response));
  return response;
}
