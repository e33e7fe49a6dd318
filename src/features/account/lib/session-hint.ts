/**
 * A non-secret marker in localStorage that this browser has signed in.
 *
 * The session cookie is HttpOnly, so scripts cannot see it. Without this hint
 * every page view of every anonymous visitor would call /api/auth/session:
 * one Worker invocation per view (the free plan allows 100,000 a day, while
 * static pages are free) and a 401 logged in the console. With it, only
 * browsers that signed in check their session. It is a hint, not a proof:
 * the server decides, and a 401 clears it.
 * See docs/decisions/011-session-hint.md.
 */
const KEY = "session-hint";

export function hasSessionHint(): boolean {
  try {
    return localStorage.getItem(KEY) === "1";
  } catch {
    return true; // storage blocked: ask the server rather than assume signed out
  }
}

export function setSessionHint(signedIn: boolean) {
  try {
    if (signedIn) localStorage.setItem(KEY, "1");
    else localStorage.removeItem(KEY);
  } catch {
    // storage blocked: hasSessionHint() then always asks the server
  }
}
