import { Icon } from "~/components/icon";
import { useTheme } from "../hooks/use-theme";

/** A toggle button (aria-pressed) for dark mode. */
export function ThemeToggle({ className = "", showLabel = false }: { className?: string; showLabel?: boolean }) {
  const { theme, setTheme } = useTheme();
  const dark = theme === "dark";
  return (
    <button
      type="button"
      aria-pressed={dark}
      aria-label={showLabel ? undefined : "Dark mode"}
      onClick={() => setTheme(dark ? "light" : "dark")}
      className={`inline-flex items-center gap-2 rounded-md p-2 hover:bg-black/5 dark:hover:bg-white/10 ${className}`}
    >
      <Icon name={dark ? "moon" : "sun"} />
      {showLabel && <span>Dark mode</span>}
    </button>
  );
}
