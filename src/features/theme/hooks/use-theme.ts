import { useCallback, useSyncExternalStore } from "react";
import { THEME_STORAGE_KEY } from "../lib/theme-script";

export type Theme = "light" | "dark";

const DARK_QUERY = "(prefers-color-scheme: dark)";
const listeners = new Set<() => void>();

function savedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === "dark" || value === "light" ? value : null;
  } catch {
    return null; // storage blocked (privacy mode): fall back to the system
  }
}

function apply(theme: Theme) {
  document.documentElement.classList.toggle("dark", theme === "dark");
  listeners.forEach((notify) => notify());
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  // With no saved choice the site follows the system setting live.
  const media = matchMedia(DARK_QUERY);
  const onSystemChange = () => {
    if (!savedTheme()) apply(media.matches ? "dark" : "light");
  };
  media.addEventListener("change", onSystemChange);
  return () => {
    listeners.delete(notify);
    media.removeEventListener("change", onSystemChange);
  };
}

const getSnapshot = (): Theme => (document.documentElement.classList.contains("dark") ? "dark" : "light");
// Prerendered HTML cannot know the visitor's mode; the toggle settles after hydration.
const getServerSnapshot = (): Theme => "light";

/** The current display mode and a setter that persists the choice. */
export function useTheme() {
  const theme = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const setTheme = useCallback((next: Theme) => {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // not persisted, still applied for this page view
    }
    apply(next);
  }, []);
  return { theme, setTheme };
}

export type ThemeChoiceValue = Theme | "system";

/**
 * The saved choice, with "system" for none (then the site follows the
 * system setting). "system" before hydration, as the prerendered page cannot
 * know it.
 */
export function useThemeChoice() {
  const choice = useSyncExternalStore<ThemeChoiceValue>(subscribe, () => savedTheme() ?? "system", () => "system");
  const { setTheme } = useTheme();
  const choose = useCallback(
    (next: ThemeChoiceValue) => {
      if (next !== "system") return setTheme(next);
      try {
        localStorage.removeItem(THEME_STORAGE_KEY);
      } catch {
        // storage blocked: nothing was saved either
      }
      apply(matchMedia(DARK_QUERY).matches ? "dark" : "light");
    },
    [setTheme],
  );
  return { choice, choose };
}
