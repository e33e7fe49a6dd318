import * as z from "zod/mini";
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { signupRequestSchema } from "../../../src/shared/auth";
import { DEFAULT_ROLES } from "../../../src/shared/roles";
import { createDb } from "../../../worker/db/client";
import { insertUserQuery } from "../../../worker/db/users";
import { now } from "../../../worker/lib/clock";
import { hashPassword } from "../../../worker/lib/passwords";
import { SESSION_COOKIE } from "../../../worker/http/session-cookie";
import { createSession } from "../../../worker/services/sessions";
import { call, cookieJar, sessionCookie, type ApiResult } from "./api";
import { codeFrom, lastMail } from "./outbox";

/**
 * Members for the tests. Most tests need a member, not a sign-up: they get
 * the account row and a signed-in session made directly, by the Worker's own
 * code (its password hash, its session store), so the member signs in with
 * their password like any other. Only the tests of sign-up itself go
 * through the API (`signUp`, `verify`, `signUpAndVerify`). See
 * docs/decisions/062-members-and-order-in-worker-tests.md.
 */

let counter = 0;
/** A fresh, valid identity, unique across tests and files (so no two tests share a throttle key). */
export function newIdentity(prefix = "member") {
  counter += 1;
  const suffix = `${Date.now().toString(36)}${crypto.randomUUID().slice(0, 6)}${counter}`;
  return { username: `${prefix}_${suffix}`, email: `${prefix}.${suffix}@example.edu`, password: "correct horse 42" };
}

export type Identity = ReturnType<typeof newIdentity>;
export type Member = Identity & { id: string; cookie: string };

/**
 * Each password's hash, made once per test file by the Worker's hashPassword
 * (production's iteration count, so a sign-in never rehashes): nearly every
 * member shares the one password of newIdentity.
 */
const hashes = new Map<string, Promise<string>>();
function passwordHashOf(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

/**
 * A member's account and a session cookie, made directly in D1 and KV as a
 * verified sign-up leaves them (default roles unless `roles` says otherwise).
 * The identity goes through the sign-up contract, so it is stored as a
 * sign-up would store it.
 */
export async function registerMember(identity: Identity = newIdentity(), roles: string = DEFAULT_ROLES): Promise<Member> {
  const { username, email, password } = z.required(signupRequestSchema, { username: true }).parse(identity);
  const at = now();
  const id = crypto.randomUUID();
  const passwordHash = await passwordHashOf(password);
  await insertUserQuery(createDb(env.DB), { id, username, email, passwordHash, roles, timeAdded: at, timeUpdated: at });
  const { sessionId } = await createSession(env, { id, sessionVersion: 0 });
  return { ...identity, id, cookie: `${SESSION_COOKIE}=${sessionId}` };
}

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

/** The whole sign-up through the API (sign up, read the code, verify): for the tests of that flow. */
export async function signUpAndVerify(identity: Identity = newIdentity()): Promise<Member> {
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

export function registerAdmin(): Promise<Member> {
  return registerMember(newIdentity("admin"), "admin,member");
}

export function login(username: string, password: string) {
  return call("POST", "/api/auth/login", { body: { username, password } });
}
