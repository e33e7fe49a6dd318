import { useState } from "react";
import { CheckboxField } from "~/components/checkbox-field";
import { toastFailure } from "~/lib/failure-toast";
import { toast } from "~/lib/toast";
import type { Passkey } from "~/shared/passkeys";
import { useRemovePasskey } from "../../hooks/use-remove-passkey";
import { useAuth } from "../../hooks/use-auth";
import { RemovePasskeyConfirm } from "./remove-passkey-confirm";

type RemovePasskeyDialogProps = { passkey: Passkey; onRemoved: () => void; onClose: () => void };

/**
 * Removing a passkey stops it signing in at once, but the sessions it
 * started go on (decision 017): a member removing the passkey of a lost
 * phone can sign out everywhere in the same step.
 */
export function RemovePasskeyDialog({ passkey, onRemoved, onClose }: RemovePasskeyDialogProps) {
  const { markSignedOut } = useAuth();
  const [signOutEverywhere, setSignOutEverywhere] = useState(false);
  const removal = useRemovePasskey(passkey.id);

  async function remove() {
    const outcome = await removal.remove();
    if (outcome === "failed") return;
    if (outcome === "kept") return onClose();
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
    <RemovePasskeyConfirm passkey={passkey} removal={removal} onConfirm={() => void remove()} onCancel={onClose}>
      <p>It can no longer be used to log in. To use passkeys on that device again, add a new one.</p>
      <CheckboxField
        name="signOutEverywhere"
        checked={signOutEverywhere}
        onChange={(event) => setSignOutEverywhere(event.currentTarget.checked)}
        label="Also sign out everywhere"
        hint="Devices already logged in stay logged in after the passkey is removed. Lost the device? Sign out every device, this one included."
      />
    </RemovePasskeyConfirm>
  );
}
