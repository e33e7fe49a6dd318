import { useEffect, useId, useRef, type ReactNode } from "react";
import { secondaryButton } from "./buttons";

type DialogProps = {
  title: string;
  /** Called on Escape, on the close button and after `close()`. */
  onClose: () => void;
  children: ReactNode;
  /** "wide" for what needs room to be read (a document viewer); forms keep the narrow default. */
  size?: "narrow" | "wide";
};

/**
 * A modal dialog on the native <dialog>: showModal() gives the focus trap,
 * Escape, the inert page behind and the return of focus to the control that
 * opened it, all from the browser. Render it to open it; unmount to close.
 */
export function Dialog({ title, onClose, children, size = "narrow" }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement as HTMLElement | null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      // React may remove the element rather than close it; give focus back ourselves.
      // If the opener went with the action (a deleted row), the page's <main> takes it.
      if (opener?.isConnected) opener.focus();
      else document.getElementById("main")?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={(event) => {
        // React passes a dialog's close and cancel on to the dialogs around it in its tree: a question asked
        // inside a form's dialog answers only itself.
        event.stopPropagation();
        // Ours only if it stayed closed: React's development mode runs the effect twice (close, then
        // showModal again), and the first close's event arrives after the dialog has reopened.
        if (event.currentTarget.open) return;
        onClose();
        // The browser may close a dialog without a cancel it lets us refuse (a second Escape with no other
        // key or click between): one React still renders — a form that asked first — opens again.
        const dialog = event.currentTarget;
        setTimeout(() => {
          if (dialog.isConnected && !dialog.open) dialog.showModal();
        });
      }}
      onCancel={(event) => {
        // Escape: let the parent unmount us rather than the browser closing a dialog React still renders.
        event.preventDefault();
        event.stopPropagation();
        onClose();
      }}
      className={`m-auto ${size === "wide" ? "w-[min(64rem,calc(100vw-2rem))]" : "w-[min(32rem,calc(100vw-2rem))]"} rounded-lg border border-line bg-surface-raised p-0 text-ink shadow-xl backdrop:bg-black/60`}
    >
      <div className="max-h-[85vh] overflow-y-auto p-5 sm:p-6">
        <h2 id={titleId} className="text-xl font-semibold text-ink">
          {title}
        </h2>
        <div className="mt-4">{children}</div>
      </div>
    </dialog>
  );
}

type DialogActionsProps = {
  onCancel: () => void;
  /** The way out, named for what it keeps when "Cancel" would be ambiguous ("Keep the event" beside "Cancel the event"). */
  cancelLabel?: string | undefined;
  className?: string;
  children: ReactNode;
};

/** A dialog's buttons, at its right: Cancel, then the dialog's own action (`children`). */
export function DialogActions({ onCancel, cancelLabel = "Cancel", className = "", children }: DialogActionsProps) {
  return (
    <div className={`flex flex-wrap justify-end gap-3 ${className}`}>
      <button type="button" className={secondaryButton} onClick={onCancel}>
        {cancelLabel}
      </button>
      {children}
    </div>
  );
}
