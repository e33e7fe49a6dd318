import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";

/** `__Host-`: browsers accept it only with Secure, Path=/ and no Domain, so no subdomain can set or shadow it. */
export const SESSION_COOKIE = "__Host-sid";

export function setSessionCookie(c: Context, sessionId: string, expiresAt: number) {
  setCookie(c, SESSION_COOKIE, sessionId, {
    httpOnly: true,
    secure: true,
    sameSite: "Lax",
    path: "/",
    expires: new Date(expiresAt),
  });
}

export function clearSessionCookie(c: Context) {
  deleteCookie(c, SESSION_COOKIE, { httpOnly: true, secure: true, sameSite: "Lax", path: "/" });
}
