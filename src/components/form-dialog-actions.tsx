import type { ReactNode } from "react";
import { DialogActions } from "./dialog";
import { FormAlert } from "./form-alert";
import { SubmitButton } from "./submit-button";

type FormDialogActionsProps = {
  /** The form's error that belongs to no field (useFormFeedback's `formError`). */
  error: ReactNode;
  sending: boolean;
  /** What the button says while the request runs ("Saving…"). */
  sendingLabel: string;
  onCancel: () => void;
  cancelLabel?: string;
  tone?: "primary" | "danger";
  /** The submit button's label. */
  children: ReactNode;
};

/** The foot of a form in a dialog: its error, then Cancel and the submit button. */
export function FormDialogActions({ error, sending, sendingLabel, onCancel, cancelLabel, tone, children }: FormDialogActionsProps) {
  return (
    <>
      <FormAlert>{error}</FormAlert>
      <DialogActions onCancel={onCancel} cancelLabel={cancelLabel}>
        <SubmitButton sending={sending} sendingLabel={sendingLabel} tone={tone}>
          {children}
        </SubmitButton>
      </DialogActions>
    </>
  );
}
