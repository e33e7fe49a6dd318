import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { randomToken } from "../../../lib/crypto";

/**
 * The browser a sign-up belongs to (docs/decisions/014-pending-sign-up-binding.md):
 * a random id in an HttpOnly cookie, stored hashed with the pending sign-up
 * and checked by verify-code along with the code. A browser keeps its id
 * across sign-ups (so one browser may sign up two addresses).
 */
export const SIGNUP_COOKIE = "__Host-signup";
const WELL_FORMED = /^[A-Za-z0-9_-]{43}$/;

export function signupBrowserId(c: Context): string | undefined {
  const value = getCookie(c, SIGNUP_COOKIE);
  return value && WELL_FORMED.test(value) ? value : undefined;
}

/** This browser's id, or a new one; (re)sets the cookie for as long as a sign-up lives (`lifetimeMs`). */
export function bindSignupBrowser(c: Context, lifetimeMs: number): string {
  const id = signupBrowserId(c) ?? randomToken(32);
  setCookie(c, SIGNUP_COOKIE, id, {
    httpOnly: true,
    secure: true,
    sameSite: "Lax",
    path: "/",
    maxAge: lifetimeMs / 1000,
  });
  return id;
}

export function clearSignupBrowser(c: Context) {
  deleteCookie(c, SIGNUP_COOKIE, { httpOnly: true, secure: true, sameSite: "Lax", path: "/" });
}
