import type { ReactNode } from "react";
import { dangerButton } from "./buttons";
import { Dialog, DialogActions } from "./dialog";

type ConfirmDialogProps = {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The button that changes nothing ("Cancel" unless given: "Keep my place" when the action is itself a cancelling). */
  cancelLabel?: string | undefined;
  /** Shown on the confirm button while the action runs. */
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** "Are you sure?" for a destructive action. Cancel comes first, so it has the focus when the dialog opens. */
export function ConfirmDialog({ title, children, confirmLabel, cancelLabel, busyLabel, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog title={title} onClose={onCancel}>
      <div className="space-y-3 text-ink-muted">{children}</div>
      <DialogActions onCancel={onCancel} cancelLabel={cancelLabel} className="mt-6">
        <button type="button" className={dangerButton} disabled={busy} onClick={onConfirm}>
          {busy ? busyLabel : confirmLabel}
        </button>
      </DialogActions>
    </Dialog>
  );
}
