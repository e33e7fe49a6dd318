import type { z } from "zod";
import { errorEnvelopeSchema, successEnvelope, type SuccessEnvelope } from "~/shared/envelope";

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
  ) {
    super(message);
  }
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
      throw new ApiError(`[${errCode}] ${errMsg}`, response.status, errCode);
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
