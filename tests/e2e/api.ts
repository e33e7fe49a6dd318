import { baseUrl } from "./browser";

/**
 * The browser tests' one way to call the site from Node, as a browser on the
 * site calls it (its Origin, the session cookie): `api()` for the API's JSON
 * envelope, `request()` for anything else (a served page, a calendar feed,
 * the answer's headers). Members and their session cookies come from
 * accounts.ts. Also the one source of unique names: test files run in
 * parallel against one preview and one database, so every test names what it
 * makes with unique(), and no test sees another's rows as its own.
 */

/** A short suffix no other test (in this file or another running beside it) makes. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * fetch, tried again once if the connection it reused had been closed by the
 * preview server meanwhile (Node keeps connections open between calls; a
 * POST is not retried on its own).
 */
async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return fetch(url, init);
  }
}

/** A request as the site's pages send it: JSON, or a PDF for an upload; the answer parsed when it is JSON, else its text. */
export async function request(
  method: string,
  path: string,
  cookie: string | null,
  body?: unknown,
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const isPdf = body instanceof Uint8Array;
  const response = await send(`${baseUrl()}${path}`, {
    method,
    headers: {
      Origin: baseUrl(),
      ...(cookie ? { Cookie: cookie } : {}),
      ...(body === undefined ? {} : { "Content-Type": isPdf ? "application/pdf" : "application/json" }),
    },
    body: body === undefined ? undefined : isPdf ? Buffer.from(body) : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text.startsWith("{") ? JSON.parse(text) : text, headers: response.headers };
}

type Envelope<T> = { data: T; message?: string; meta?: Record<string, unknown>; error?: { errCode: string; errMsg: string } };

/** A call with a session cookie; the answer's envelope and status. */
export async function api<T>(method: string, path: string, cookie: string | null, body?: unknown): Promise<Envelope<T> & { status: number }> {
  const answer = await request(method, path, cookie, body);
  return { status: answer.status, ...(answer.body as Envelope<T>) };
}

/** The `name=value` pairs of the answer's cookies (a cleared cookie left out), as a Cookie header. */
export const cookiesOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
