import { useState } from "react";
import { dangerButton } from "~/components/buttons";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { toast } from "~/lib/toast";
import { usePendingAction } from "~/lib/use-pending-action";
import { useAuth } from "../hooks/use-auth";
import { logoutAll } from "../api/logout-all";
import { ACCOUNT_TOAST } from "../lib/toast-ids";

/**
 * Ends every session of the account — a lost phone, a shared computer —
 * including this one, after a confirmation. The members-only page then sends
 * the member to log in again.
 */
export function SignOutEverywhere() {
  const { markSignedOut } = useAuth();
  const [confirming, setConfirming] = useState(false);
  const { busy, run } = usePendingAction({ flow: ACCOUNT_TOAST });

  const signOutEverywhere = () =>
    run(async () => {
      await logoutAll();
      setConfirming(false);
      toast.success("You are signed out on every device.", { flow: ACCOUNT_TOAST });
      markSignedOut();
    });

  return (
    <>
      <button type="button" className={dangerButton} onClick={() => setConfirming(true)}>
        Sign out everywhere
      </button>
      {confirming && (
        <ConfirmDialog
          title="Sign out everywhere?"
          confirmLabel="Sign out everywhere"
          busyLabel="Signing out…"
          busy={busy}
          onConfirm={() => void signOutEverywhere()}
          onCancel={() => setConfirming(false)}
        >
          <p>Every browser and device signed in to your account is signed out, this one included. You can log in again right away.</p>
        </ConfirmDialog>
      )}
    </>
  );
}
