import type { ReactNode } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { dangerButton, primaryButton } from "./buttons";

type SubmitButtonProps = {
  sending: boolean;
  /** What the button says while the request runs ("Saving…"). */
  sendingLabel: string;
  children: ReactNode;
  tone?: "primary" | "danger";
  className?: string;
};

/**
 * Disabled while the form is sending, so a double click cannot send twice —
 * and until the page's JavaScript has taken over the prerendered form: a
 * form whose default button is disabled is not sent by Enter either, so
 * nothing typed before then leaves the page, or is lost
 * (docs/decisions/057-forms-before-the-page-is-ready.md).
 */
export function SubmitButton({ sending, sendingLabel, children, tone = "primary", className = "" }: SubmitButtonProps) {
  const ready = useHydrated();
  const disabled = sending || !ready;
  return (
    <>
      <button type="submit" disabled={disabled} aria-disabled={disabled} className={`${tone === "danger" ? dangerButton : primaryButton} ${className}`}>
        {sending ? sendingLabel : children}
      </button>
      <noscript>
        <p className="text-sm text-ink-muted">This form needs JavaScript, which is turned off or blocked in this browser.</p>
      </noscript>
    </>
  );
}
