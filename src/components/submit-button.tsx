import type { ReactNode } from "react";
import { dangerButton, primaryButton } from "./buttons";

type SubmitButtonProps = {
  sending: boolean;
  /** What the button says while the request runs ("Saving…"). */
  sendingLabel: string;
  children: ReactNode;
  tone?: "primary" | "danger";
  className?: string;
};

/** Disabled while the form is sending, so a double click cannot send twice. */
export function SubmitButton({ sending, sendingLabel, children, tone = "primary", className = "" }: SubmitButtonProps) {
  return (
    <button type="submit" disabled={sending} aria-disabled={sending} className={`${tone === "danger" ? dangerButton : primaryButton} ${className}`}>
      {sending ? sendingLabel : children}
    </button>
  );
}
