import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { call, cookieJar, sessionCookie, type ApiResult } from "./api";
import { codeFrom, lastMail } from "./outbox";

/** Members for the tests, made through the API as a person would make them. */

let counter = 0;
/** A fresh, valid identity, unique across tests and files (so no two tests share a throttle key). */
export function newIdentity(prefix = "member") {
  counter += 1;
  const suffix = `${Date.now().toString(36)}${crypto.randomUUID().slice(0, 6)}${counter}`;
  return { username: `${prefix}_${suffix}`, email: `${prefix}.${suffix}@example.edu`, password: "correct horse 42" };
}

export type Identity = ReturnType<typeof newIdentity>;
export type Member = Identity & { id: string; cookie: string };

/** POST /api/auth/signup; the answer keeps the browser's cookies for verify-code. */
export async function signUp(identity: Identity = newIdentity()): Promise<{ identity: Identity; result: ApiResult; browser: string }> {
  const result = await call("POST", "/api/auth/signup", { body: identity });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return { identity, result, browser: cookieJar(result) };
}

/** POST /api/auth/verify-code from the browser that signed up. */
export function verify(email: string, code: string, browser?: string) {
  return call("POST", "/api/auth/verify-code", { body: { email, code }, cookie: browser });
}

/** Signs up and verifies through the API; returns the member and a session cookie. */
export async function registerMember(identity: Identity = newIdentity()): Promise<Member> {
  const { browser } = await signUp(identity);
  const code = codeFrom(await lastMail(identity.email));
  const verified = await verify(identity.email, code, browser);
  expect(verified.status, JSON.stringify(verified.body)).toBe(201);
  return { ...identity, id: verified.body.data.userId as string, cookie: sessionCookie(verified) };
}

/** Grants roles directly in D1 (how `npm run user:promote` bootstraps the first admin). */
export async function setRoles(userId: string, roles: string) {
  await env.DB.prepare("UPDATE users SET roles = ? WHERE id = ?").bind(roles, userId).run();
}

export async function registerAdmin(): Promise<Member> {
  const admin = await registerMember(newIdentity("admin"));
  await setRoles(admin.id, "admin,member");
  return admin;
}

export function login(username: string, password: string) {
  return call("POST", "/api/auth/login", { body: { username, password } });
}
