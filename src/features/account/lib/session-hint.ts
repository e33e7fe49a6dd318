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
 *
 * The hint also marks the page, `<html data-signed-in>`, before the first
 * paint (SESSION_HINT_SCRIPT, inline in <head>) and whenever it changes, so
 * calls to action meant for visitors (`signed-in:hidden`, app.css) never
 * flash for members nor shift the page when the session is known
 * (docs/decisions/042-visitor-only-calls-to-action.md).
 */
/** Exported for the browser tests, which sign a page in through the API and leave the hint as a sign-in would. */
export const SESSION_HINT_KEY = "session-hint";
const KEY = SESSION_HINT_KEY;
const ATTRIBUTE = "data-signed-in";

/** Runs inline before the first paint; allowed by the CSP through its hash, computed at build. */
export const SESSION_HINT_SCRIPT = `try{localStorage.getItem("${KEY}")==="1"&&document.documentElement.setAttribute("${ATTRIBUTE}","")}catch(e){}`;

export function hasSessionHint(): boolean {
  try {
    return localStorage.getItem(KEY) === "1";
  } catch {
    return true; // storage blocked: ask the server rather than assume signed out
  }
}

export function setSessionHint(signedIn: boolean) {
  document.documentElement.toggleAttribute(ATTRIBUTE, signedIn);
  try {
    if (signedIn) localStorage.setItem(KEY, "1");
    else localStorage.removeItem(KEY);
  } catch {
    // storage blocked: hasSessionHint() then always asks the server
  }
}
