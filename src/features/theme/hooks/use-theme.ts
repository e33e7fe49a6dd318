import { useSyncExternalStore } from "react";
import { saveTheme, subscribeToTheme, type Theme } from "../lib/theme-store";

const getSnapshot = (): Theme => (document.documentElement.classList.contains("dark") ? "dark" : "light");
// Prerendered HTML cannot know the visitor's mode; the toggle settles after hydration.
const getServerSnapshot = (): Theme => "light";

/** The current display mode and a setter that persists the choice. */
export function useTheme() {
  const theme = useSyncExternalStore(subscribeToTheme, getSnapshot, getServerSnapshot);
  return { theme, setTheme: saveTheme };
}
