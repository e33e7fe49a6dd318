import type { ReactNode } from "react";

/**
 * A form-level message (a failure not tied to one field). Announced as an
 * alert, and focusable so useFormFeedback can move focus to it.
 */
export function FormAlert({ children, tone = "error" }: { children: ReactNode; tone?: "error" | "info" }) {
  if (!children) return null;
  const colours =
    tone === "error" ? "border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200" : "border-line bg-surface-muted text-ink";
  return (
    <div role="alert" tabIndex={-1} data-form-alert="" className={`space-y-2 rounded-md border px-3 py-2 text-sm outline-none ${colours}`}>
      {children}
    </div>
  );
}
