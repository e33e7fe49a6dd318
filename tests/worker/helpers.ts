import { env, exports } from "cloudflare:workers";
import { expect } from "vitest";

/** Helpers for the Worker's integration tests: call the API as a client would. */

export const ORIGIN = "https://chapter.test";

export type ApiResult<T = any> = {
  status: number;
  body: T;
  headers: Headers;
  /** The session cookie the answer set (`sid=…`), if any. */
  setCookie: string | null;
};

type CallOptions = {
  body?: unknown;
  /** Raw body sent as is (for hostile-input tests). */
  rawBody?: BodyInit;
  cookie?: string | null | undefined;
  headers?: Record<string, string>;
};

export async function call<T = any>(method: string, path: string, options: CallOptions = {}): Promise<ApiResult<T>> {
  const headers = new Headers(options.headers);
  if (options.body !== undefined && !headers.has("Content-Type")) headers.set("Content-Type", "application/json");
  if (options.cookie) headers.set("Cookie", options.cookie);
  const response = await exports.default.fetch(`${ORIGIN}${path}`, {
    method,
    headers,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: keep the text so the assertion shows it.
  }
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("sid="));
  return { status: response.status, body, headers: response.headers, setCookie: cookie ?? null };
}

/** The `sid=…` pair to send back, from a Set-Cookie header. */
export function sessionCookie(result: ApiResult): string {
  expect(result.setCookie, "expected a session cookie").toBeTruthy();
  return result.setCookie!.split(";")[0]!;
}

export function expectError(result: ApiResult, status: number, errCode: string) {
  expect(result.body, JSON.stringify(result.body)).toMatchObject({ error: { errCode } });
  expect(typeof result.body.error.errMsg).toBe("string");
  expect(result.status).toBe(status);
}

/** Newest mail the dev outbox holds for an address. */
export async function lastMail(to: string) {
  const result = await call("GET", `/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(result.status).toBe(200);
  return result.body.data[0] as { to: string; subject: string; text: string; html: string; sentAt: number } | undefined;
}

export async function mailCount(to: string): Promise<number> {
  const result = await call("GET", `/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return result.body.data.length;
}

export function codeFrom(mail: { text: string } | undefined): string {
  const match = /\b(\d{6})\b/.exec(mail?.text ?? "");
  expect(match, "expected a 6-digit code in the mail").toBeTruthy();
  return match![1]!;
}

let counter = 0;
/** A fresh, valid identity for one test. */
export function newIdentity(prefix = "member") {
  counter += 1;
  const suffix = `${Date.now().toString(36)}${counter}`;
  return { username: `${prefix}_${suffix}`, email: `${prefix}.${suffix}@example.edu`, password: "correct horse 42" };
}

/** Signs up and verifies through the API, as a person would; returns the member and a session cookie. */
export async function registerMember(identity = newIdentity()) {
  const signup = await call("POST", "/api/auth/signup", { body: identity });
  expect(signup.status, JSON.stringify(signup.body)).toBe(200);
  const code = codeFrom(await lastMail(identity.email));
  const verified = await call("POST", "/api/auth/verify-code", { body: { email: identity.email, code } });
  expect(verified.status, JSON.stringify(verified.body)).toBe(201);
  return { ...identity, id: verified.body.data.userId as string, cookie: sessionCookie(verified) };
}

/** Grants roles directly in D1 (how `npm run user:promote` bootstraps the first admin). */
export async function setRoles(userId: string, roles: string) {
  await env.DB.prepare("UPDATE users SET roles = ? WHERE id = ?").bind(roles, userId).run();
}

export async function registerAdmin() {
  const admin = await registerMember(newIdentity("admin"));
  await setRoles(admin.id, "admin,member");
  return admin;
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
    expect(Object.keys(result.body.error).sort(), where).toEqual(["errCode", "errMsg"]);
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
