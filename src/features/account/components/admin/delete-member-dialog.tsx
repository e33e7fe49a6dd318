import { useState } from "react";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { errorDetail } from "~/lib/api-error";
import { toastFailure } from "~/lib/failure-toast";
import { toast } from "~/lib/toast";
import type { User } from "~/shared/users";
import { deleteUser } from "../../api/delete-user";
import { MEMBERS_ADMIN_TOAST } from "../../lib/toast-ids";

type DeleteMemberDialogProps = { member: User; onDeleted: () => void; onClose: () => void };

/** Deleting a member's account, after a confirmation that names them. */
export function DeleteMemberDialog({ member, onDeleted, onClose }: DeleteMemberDialogProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setFailure(null);
    try {
      await deleteUser(member.id);
      toast.success(`Deleted ${member.username}.`, { flow: MEMBERS_ADMIN_TOAST });
      onDeleted();
    } catch (error) {
      setFailure(errorDetail(error));
      toastFailure(error, MEMBERS_ADMIN_TOAST);
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      title={`Delete ${member.username}?`}
      confirmLabel="Delete member"
      busyLabel="Deleting…"
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <p>
        The account of <strong className="text-ink">{member.username}</strong> ({member.email}), with their points and public page, is
        deleted for good and they are signed out. This cannot be undone.
      </p>
      {failure && (
        <p role="alert" className="font-medium text-red-700 dark:text-red-300">
          {failure}
        </p>
      )}
    </ConfirmDialog>
  );
}
