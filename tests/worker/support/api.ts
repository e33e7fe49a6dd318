import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { expect } from "vitest";
import { createApp } from "../../../worker/app";
import type { Bindings } from "../../../worker/env";
import { SESSION_COOKIE } from "../../../worker/http/session-cookie";
import { checkAgainstDocument } from "./openapi";

/** Calling the API as a client would, and checking its answers. */

export const ORIGIN = "https://chapter.test";
/** A local development server's address (`npm run dev`): only there does /api/dev answer (decision 106). */
export const LOCAL_ORIGIN = "http://localhost:8787";

/**
 * An answer's body when a test names no type: parsed JSON read as it comes
 * (`result.body.data.id`), for the assertions to check. A test that wants a
 * checked shape passes `T`, or parses with the shared schema.
 */
// biome-ignore lint/suspicious/noExplicitAny: the one loose type the API tests read answers through, on purpose
export type AnyBody = any;

export type ApiResult<T = AnyBody> = {
  status: number;
  body: T;
  headers: Headers;
  /** The session cookie the answer set (`name=value; attributes`), if any. */
  setCookie: string | null;
  /** Every cookie the answer set or cleared, as `name=value` pairs. */
  cookies: string[];
};

export type CallOptions = {
  body?: unknown;
  /** Raw body sent as is (for hostile-input tests). */
  rawBody?: BodyInit;
  cookie?: string | null | undefined;
  headers?: Record<string, string>;
  /** Another origin than the deployed site's (LOCAL_ORIGIN: the local development server). */
  origin?: string;
};

function toRequest(method: string, path: string, options: CallOptions): Request {
  const headers = new Headers(options.headers);
  if (options.body !== undefined && !headers.has("Content-Type")) headers.set("Content-Type", "application/json");
  if (options.cookie) headers.set("Cookie", options.cookie);
  return new Request(`${options.origin ?? ORIGIN}${path}`, {
    method,
    headers,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
}

/** A request to the Worker as deployed here (wrangler.toml's bindings, the local outbox). */
export async function call<T = AnyBody>(method: string, path: string, options: CallOptions = {}): Promise<ApiResult<T>> {
  const request = toRequest(method, path, options);
  return documented(request, await readResult<T>(await exports.default.fetch(request)));
}

/** The answer, once checked against the OpenAPI document (support/openapi.ts). */
function documented<T>(request: Request, result: ApiResult<T>): ApiResult<T> {
  checkAgainstDocument(request.method, request.url, { status: result.status, contentType: result.headers.get("Content-Type") ?? "", body: result.body });
  return result;
}

/**
 * The same request to an app whose bindings are replaced, as a deployed
 * Worker would be configured (a real mail transport, a Turnstile secret…).
 * Work the answer left running (`waitUntil`) is finished before it returns.
 */
export async function callWithEnv<T = AnyBody>(overrides: Partial<Bindings>, method: string, path: string, options: CallOptions = {}): Promise<ApiResult<T>> {
  const ctx = createExecutionContext();
  const request = toRequest(method, path, options);
  const response = await createApp().fetch(request, { ...env, ...overrides } as Bindings, ctx);
  await waitOnExecutionContext(ctx);
  return documented(request, await readResult<T>(response));
}

/** Status, parsed body (the text when it is not JSON), headers and cookies of an answer. */
export async function readResult<T = AnyBody>(response: Response): Promise<ApiResult<T>> {
  const text = await response.text();
  let body: AnyBody = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: keep the text so the assertion shows it.
  }
  const setCookies = response.headers.getSetCookie();
  const session = setCookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  return {
    status: response.status,
    body,
    headers: response.headers,
    setCookie: session ?? null,
    cookies: setCookies.map((c) => c.split(";")[0]!),
  };
}

/** The session cookie's `name=value` pair to send back, from an answer that set it. */
export function sessionCookie(result: ApiResult): string {
  expect(result.setCookie, "expected a session cookie").toBeTruthy();
  return result.setCookie!.split(";")[0]!;
}

/** Every cookie an answer set (skipping cleared ones), as one Cookie header, as a browser would send them back. */
export function cookieJar(result: ApiResult): string {
  return result.cookies.filter((pair) => !pair.endsWith("=")).join("; ");
}

export function expectError(result: ApiResult, status: number, errCode: string) {
  expect(result.body, JSON.stringify(result.body)).toMatchObject({ error: { errCode } });
  expect(typeof result.body.error.errMsg).toBe("string");
  expect(result.status).toBe(status);
}

/**
 * Every API answer is the envelope: `{data, message?, meta?}` on success,
 * `{error: {errCode, errMsg}}` on failure, with a status that agrees. (Whether
 * a 5xx is acceptable is the caller's call: EMAIL_FAILED is a 502.)
 */
export function expectEnvelope(result: ApiResult) {
  const where = `${result.status} ${typeof result.body === "string" ? result.body.slice(0, 200) : JSON.stringify(result.body).slice(0, 200)}`;
  expect(result.body !== null && typeof result.body === "object" && !Array.isArray(result.body), where).toBe(true);
  if (result.status >= 400) {
    expect(Object.keys(result.body), where).toEqual(["error"]);
    // `fields` (per-field messages) only with VALIDATION_ERROR.
    const keys = Object.keys(result.body.error).sort();
    expect(keys, where).toEqual(
      result.body.error.errCode === "VALIDATION_ERROR" && "fields" in result.body.error ? ["errCode", "errMsg", "fields"] : ["errCode", "errMsg"],
    );
    expect(result.body.error.errCode, where).toMatch(/^[A-Z][A-Z0-9_]*$/);
    expect(typeof result.body.error.errMsg, where).toBe("string");
    expect(result.body.error.errMsg.length, where).toBeGreaterThan(0);
  } else {
    expect(result.body, where).toHaveProperty("data");
    for (const key of Object.keys(result.body)) expect(["data", "message", "meta"], where).toContain(key);
  }
}

/** No answer may carry a password hash, under any spelling. */
export function expectNoSecrets(result: ApiResult) {
  const text = typeof result.body === "string" ? result.body : JSON.stringify(result.body);
  expect(text).not.toMatch(/passwordHash|password_hash|pbkdf2/i);
}
