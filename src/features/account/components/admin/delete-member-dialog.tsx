import { ConfirmDialog } from "~/components/confirm-dialog";
import { toast } from "~/lib/toast";
import { usePendingAction } from "~/lib/use-pending-action";
import type { User } from "~/shared/users";
import { deleteUser } from "../../api/delete-user";
import { MEMBERS_ADMIN_TOAST } from "../../lib/toast-ids";

type DeleteMemberDialogProps = { member: User; onDeleted: () => void; onClose: () => void };

/** Deleting a member's account, after a confirmation that names them. */
export function DeleteMemberDialog({ member, onDeleted, onClose }: DeleteMemberDialogProps) {
  const { busy, failure, run } = usePendingAction({ flow: MEMBERS_ADMIN_TOAST });

  async function confirm() {
    if (!(await run(() => deleteUser(member.id)))) return;
    toast.success(`Deleted ${member.username}.`, { flow: MEMBERS_ADMIN_TOAST });
    onDeleted();
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
        The account of <strong className="text-ink">{member.username}</strong> ({member.email}), with their points and public page, is deleted for good and they
        are signed out. This cannot be undone.
      </p>
      {failure && (
        <p role="alert" className="font-medium text-red-700 dark:text-red-300">
          {failure}
        </p>
      )}
    </ConfirmDialog>
  );
}
