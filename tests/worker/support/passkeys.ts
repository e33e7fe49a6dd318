import { expect } from "vitest";
import { call, type ApiResult, type CallOptions } from "./api";
import type { SoftwareAuthenticator, AssertionOverrides, RegistrationOverrides } from "./authenticator";
import type { CreationOptions, RequestOptions } from "../../../src/shared/passkeys";
import type { Member } from "./members";

/** Passkey ceremonies through the API, as the SPA and a browser would run them. */

const PASSKEY_COOKIE = "__Host-passkey";

/** The `__Host-passkey=…` pair an answer set: the browser's challenge binding. */
export function passkeyCookie(result: ApiResult): string {
  const pair = result.cookies.find((cookie) => cookie.startsWith(`${PASSKEY_COOKIE}=`));
  expect(pair, `expected a ${PASSKEY_COOKIE} cookie: ${JSON.stringify(result.body)}`).toBeTruthy();
  return pair!;
}

const cookies = (...pairs: (string | undefined)[]) => pairs.filter(Boolean).join("; ");

/** A ceremony's options as the API answered them, and the browser's passkey cookie. */
export type Ceremony<Options> = { options: Options; browser: string };

/** POST register/options as the member; the answer's options and the browser's passkey cookie. */
export async function registrationOptions(member: Pick<Member, "cookie">, options: CallOptions = {}): Promise<Ceremony<CreationOptions>> {
  const result = await call("POST", "/api/auth/passkeys/register/options", { cookie: member.cookie, ...options });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return { options: result.body.data, browser: passkeyCookie(result) };
}

export function verifyRegistration(member: Pick<Member, "cookie">, ceremony: Pick<Ceremony<CreationOptions>, "browser">, body: unknown) {
  return call("POST", "/api/auth/passkeys/register/verify", { cookie: cookies(member.cookie, ceremony.browser), body });
}

/** Adds a passkey made by `authenticator` to the member's account; returns the API's passkey. */
export async function addPasskey(
  member: Pick<Member, "cookie">,
  authenticator: SoftwareAuthenticator,
  { name, ...overrides }: RegistrationOverrides & { name?: string } = {},
) {
  const ceremony = await registrationOptions(member);
  const response = await authenticator.register(ceremony.options, overrides);
  const result = await verifyRegistration(member, ceremony, { response, ...(name === undefined ? {} : { name }) });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body.data as { id: string; name: string; createdAt: string; lastUsedAt: string | null };
}

/** POST login/options from a browser (with its passkey cookie, if it has one). */
export async function signInOptions(browser?: string): Promise<Ceremony<RequestOptions>> {
  const result = await call("POST", "/api/auth/passkeys/login/options", { cookie: browser });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return { options: result.body.data, browser: passkeyCookie(result) };
}

export function verifySignIn(ceremony: Pick<Ceremony<RequestOptions>, "browser">, response: unknown) {
  return call("POST", "/api/auth/passkeys/login/verify", { cookie: ceremony.browser, body: { response } });
}

/** A whole passkey sign-in: options, the authenticator's assertion, verify. */
export async function signInWithPasskey(authenticator: SoftwareAuthenticator, overrides: AssertionOverrides = {}) {
  const ceremony = await signInOptions();
  return verifySignIn(ceremony, await authenticator.signIn(ceremony.options, overrides));
}

/** The rules' times, spelled out so a test reads as the rule it checks. */
export const RECENT_SIGN_IN_MS = 10 * 60_000;
export const CHALLENGE_TTL_MS = 5 * 60_000;
