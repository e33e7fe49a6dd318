/** localStorage key of the visitor's display-mode choice ("dark" | "light"). */
export const THEME_STORAGE_KEY = "theme";

/**
 * Runs inline in <head> before the first paint so a dark-mode visitor never
 * sees a white flash. Kept tiny and dependency-free: it is allowed by the
 * Content-Security-Policy through its sha256 hash, computed at build
 * (scripts/postbuild/csp.ts), so any change here is picked up automatically.
 */
export const THEME_SCRIPT = `try{var t=localStorage.getItem("${THEME_STORAGE_KEY}"),d=t?t==="dark":matchMedia("(prefers-color-scheme: dark)").matches;document.documentElement.classList.toggle("dark",d)}catch(e){}`;
