import type * as z from "zod/mini";
import { pageMetaSchema, successEnvelope, type SuccessEnvelope } from "~/shared/envelope";
import { ApiError, failureOf, INVALID_RESPONSE_MESSAGE, reachApi } from "./api-error";

/**
 * The SPA's one way to call the API (docs/api.md): sends the session cookie,
 * parses the envelope and checks `data` against the shared schema of the
 * endpoint, so a response of the wrong shape is a failure, not a surprise
 * later in a component.
 */

type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is with its declared type instead of JSON: a file upload (PUT /api/me/resume). */
  file?: { body: Blob; type: string };
  /** Sent as a multipart form (POST /api/media): the browser writes its Content-Type and boundary. */
  form?: FormData;
  signal?: AbortSignal;
};

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** Calls the API and returns the whole success envelope (data, message, meta): for answers whose `message` is for people. */
export async function apiRequest<T extends z.ZodMiniType>(
  path: string,
  schema: T,
  { method = "GET", body, file, form, signal }: RequestOptions = {},
): Promise<SuccessEnvelope<z.output<T>>> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (file) headers["Content-Type"] = file.type;
  else if (body !== undefined && !form) headers["Content-Type"] = "application/json";
  const response = await reachApi(path, {
    method,
    headers,
    body: form ?? (file ? file.body : body === undefined ? undefined : JSON.stringify(body)),
    credentials: "include",
    signal,
  });

  const json = await readJson(response);
  if (!response.ok) throw failureOf(response, json);

  const envelope = successEnvelope(schema).safeParse(json);
  if (!envelope.success) throw new ApiError(INVALID_RESPONSE_MESSAGE, response.status);
  return envelope.data as SuccessEnvelope<z.output<T>>;
}

/** Calls the API and returns only `data`. */
export async function apiData<T extends z.ZodMiniType>(path: string, schema: T, options?: RequestOptions): Promise<z.output<T>> {
  return (await apiRequest(path, schema, options)).data;
}

/** Calls a list endpoint: one page of items and its paging `meta` (total, page, pageSize), both checked. */
export async function apiPage<T extends z.ZodMiniType>(path: string, listSchema: T, options?: RequestOptions) {
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
  const response = await reachApi(path, { credentials: "include", signal });
  if (!response.ok) throw failureOf(response, await readJson(response));
  return response;
}
