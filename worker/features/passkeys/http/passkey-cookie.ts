import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { randomToken } from "../../../lib/crypto";
import { CHALLENGE_TTL_MS } from "../lib/webauthn";

/**
 * `__Host-passkey`: a random token that binds a passkey challenge to the
 * browser that asked for it (the challenge row is keyed by its hash).
 * HttpOnly, Secure, SameSite=Strict, host-only, 5 minutes — as long as a
 * challenge lives. Kept across options calls, so a browser has one token
 * with at most one pending challenge per purpose.
 */
const NAME = "passkey";
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** This browser's token, or undefined when it sent none (or a malformed one). */
export function readPasskeyToken(c: Context): string | undefined {
  const token = getCookie(c, NAME, "host");
  return token && TOKEN.test(token) ? token : undefined;
}

/** The browser's token, or a new one if it had none (sent with setPasskeyCookie once a challenge is stored). */
export function passkeyTokenFor(c: Context): string {
  return readPasskeyToken(c) ?? randomToken(32);
}

/** (Re)sets the cookie to last as long as the challenge just issued. */
export function setPasskeyCookie(c: Context, token: string): void {
  setCookie(c, NAME, token, {
    prefix: "host",
    httpOnly: true,
    secure: true,
    sameSite: "Strict",
    path: "/",
    maxAge: CHALLENGE_TTL_MS / 1000,
  });
}
