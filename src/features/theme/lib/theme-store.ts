import { THEME_STORAGE_KEY } from "./theme-script";

export type Theme = "light" | "dark";

/**
 * The display mode lives on <html> (the `dark` class, set before the first
 * paint by the theme script) and the visitor's choice in localStorage; this
 * module reads and changes both, and tells subscribers.
 */
const DARK_QUERY = "(prefers-color-scheme: dark)";
const listeners = new Set<() => void>();

export function savedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === "dark" || value === "light" ? value : null;
  } catch {
    return null; // storage blocked (privacy mode): fall back to the system
  }
}

function applyTheme(theme: Theme) {
  document.documentElement.classList.toggle("dark", theme === "dark");
  for (const notify of listeners) notify();
}

/** Saves the choice (or, with null, forgets it) and applies it. */
export function saveTheme(theme: Theme | null) {
  try {
    if (theme) localStorage.setItem(THEME_STORAGE_KEY, theme);
    else localStorage.removeItem(THEME_STORAGE_KEY);
  } catch {
    // not persisted, still applied for this page view
  }
  applyTheme(theme ?? (matchMedia(DARK_QUERY).matches ? "dark" : "light"));
}

export function subscribeToTheme(notify: () => void) {
  listeners.add(notify);
  // With no saved choice the site follows the system setting live.
  const media = matchMedia(DARK_QUERY);
  const onSystemChange = () => {
    if (!savedTheme()) applyTheme(media.matches ? "dark" : "light");
  };
  media.addEventListener("change", onSystemChange);
  return () => {
    listeners.delete(notify);
    media.removeEventListener("change", onSystemChange);
  };
}
