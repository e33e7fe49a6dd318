import type { ReactNode } from "react";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { FormAlert } from "~/components/form-alert";
import type { Passkey } from "~/shared/passkeys";
import type { useRemovePasskey } from "../../hooks/use-remove-passkey";
import { ConfirmPasswordDialog } from "./confirm-password-dialog";

type RemovePasskeyConfirmProps = {
  passkey: Passkey;
  removal: ReturnType<typeof useRemovePasskey>;
  onConfirm: () => void;
  onCancel: () => void;
  /** What removing it means for whoever it belongs to. */
  children: ReactNode;
};

/** The question before a passkey is removed (a member's own, or a member's by an admin), with its failure and password prompt. */
export function RemovePasskeyConfirm({ passkey, removal, onConfirm, onCancel, children }: RemovePasskeyConfirmProps) {
  const { busy, failure, password } = removal;
  return (
    <ConfirmDialog
      title={`Remove "${passkey.name}"?`}
      confirmLabel="Remove passkey"
      busyLabel="Removing…"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {children}
      <FormAlert>{failure}</FormAlert>
      {password.asking && (
        <ConfirmPasswordDialog purpose="remove a passkey" onConfirmed={() => password.settle(true)} onCancel={() => password.settle(false)} />
      )}
    </ConfirmDialog>
  );
}
