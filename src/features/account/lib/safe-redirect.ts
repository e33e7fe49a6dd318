/** Where a member goes after signing in when nothing else was asked for. */
export const DEFAULT_AFTER_SIGN_IN = "/profile";

const PROBE_ORIGIN = "https://same-site.invalid";

/**
 * The `?redirect=` target if it stays on this site, else the default: an open
 * redirect would let a crafted link send members to a look-alike site right
 * after they typed their password. Only a path starting with one "/" passes;
 * "//evil.example", "https:…", "/\\evil.example" (browsers read "\\" as "/")
 * and control characters (which URL parsing drops, e.g. "/\t/evil") do not,
 * and the result must still resolve to our own origin.
 */
export function safeRedirect(target: string | null | undefined, fallback = DEFAULT_AFTER_SIGN_IN): string {
  if (!target?.startsWith("/") || target.startsWith("//")) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refuses a target with control characters, on purpose
  if (target.includes("\\") || /[\u0000-\u001f\u007f]/.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  // Normalising can make a path protocol-relative ("/.//evil.example" → "//evil.example"),
  // which a navigation would take to another site: the result is checked too.
  const result = `${url.pathname}${url.search}${url.hash}`;
  return result.startsWith("//") ? fallback : result;
}

/** `?redirect=` for the current page, to come back after signing in. */
export function loginPathFor(pathname: string, search = ""): string {
  const here = `${pathname.replace(/(.)\/$/, "$1")}${search}`;
  return `/login?redirect=${encodeURIComponent(here)}`;
}

/** Appends `redirect=` to an auth page's link when a target is being carried along. */
export function withRedirect(path: string, redirect: string | null | undefined): string {
  if (!redirect) return path;
  return `${path}${path.includes("?") ? "&" : "?"}redirect=${encodeURIComponent(redirect)}`;
}
