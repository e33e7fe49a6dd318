import { useSyncExternalStore } from "react";
import { saveTheme, savedTheme, subscribeToTheme, type Theme } from "../lib/theme-store";

export type ThemeChoiceValue = Theme | "system";

/**
 * The saved choice, with "system" for none (then the site follows the
 * system setting). "system" before hydration, as the prerendered page cannot
 * know it.
 */
export function useThemeChoice() {
  const choice = useSyncExternalStore<ThemeChoiceValue>(
    subscribeToTheme,
    () => savedTheme() ?? "system",
    () => "system",
  );
  const choose = (next: ThemeChoiceValue) => saveTheme(next === "system" ? null : next);
  return { choice, choose };
}
