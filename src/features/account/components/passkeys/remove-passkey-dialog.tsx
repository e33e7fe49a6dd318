import { useState } from "react";
import { CheckboxField } from "~/components/checkbox-field";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { FormAlert } from "~/components/form-alert";
import { toastFailure } from "~/lib/failure-toast";
import { toast } from "~/lib/toast";
import { usePendingAction } from "~/lib/use-pending-action";
import type { Passkey } from "~/shared/passkeys";
import { useAuth } from "../../hooks/use-auth";
import { usePasswordConfirmation } from "../../hooks/use-password-confirmation";
import { removePasskeyOnDemand } from "../../lib/remove-passkey-on-demand";
import { ConfirmPasswordDialog } from "./confirm-password-dialog";

type RemovePasskeyDialogProps = { passkey: Passkey; onRemoved: () => void; onClose: () => void };

/**
 * Removing a passkey stops it signing in at once, but the sessions it
 * started go on (decision 017): a member removing the passkey of a lost
 * phone can sign out everywhere in the same step. Like adding, it asks for
 * the password when the sign-in is more than 10 minutes old.
 */
export function RemovePasskeyDialog({ passkey, onRemoved, onClose }: RemovePasskeyDialogProps) {
  const { markSignedOut } = useAuth();
  const [signOutEverywhere, setSignOutEverywhere] = useState(false);
  const { busy, failure, run } = usePendingAction();
  const password = usePasswordConfirmation();

  async function remove() {
    let gaveUp = false;
    const done = await run(async () => {
      gaveUp = (await removePasskeyOnDemand(passkey.id, password.confirm)) === null;
    });
    if (!done) return;
    if (gaveUp) return onClose(); // closed the password prompt: nothing removed, nothing to say
    onRemoved();
    if (!signOutEverywhere) return toast.success(`Passkey "${passkey.name}" removed.`);
    try {
      const { logoutAll } = await import("../../api/logout-all");
      await logoutAll();
    } catch (error) {
      toastFailure(error);
      return;
    }
    toast.success(`Passkey "${passkey.name}" removed, and you are signed out on every device.`);
    markSignedOut();
  }

  return (
    <ConfirmDialog
      title={`Remove "${passkey.name}"?`}
      confirmLabel="Remove passkey"
      busyLabel="Removing…"
      busy={busy}
      onConfirm={() => void remove()}
      onCancel={onClose}
    >
      <p>It can no longer be used to log in. To use passkeys on that device again, add a new one.</p>
      <CheckboxField
        name="signOutEverywhere"
        checked={signOutEverywhere}
        onChange={(event) => setSignOutEverywhere(event.currentTarget.checked)}
        label="Also sign out everywhere"
        hint="Devices already logged in stay logged in after the passkey is removed. Lost the device? Sign out every device, this one included."
      />
      <FormAlert>{failure}</FormAlert>
      {password.asking && (
        <ConfirmPasswordDialog purpose="remove a passkey" onConfirmed={() => password.settle(true)} onCancel={() => password.settle(false)} />
      )}
    </ConfirmDialog>
  );
}
