import { ConfirmDialog } from "~/components/confirm-dialog";
import { toast } from "~/lib/toast";
import { usePendingAction } from "~/lib/use-pending-action";
import type { ChapterEventView } from "~/shared/events";
import { deleteEvent } from "../../api/delete-event";

type DeleteEventDialogProps = { event: ChapterEventView; onDeleted: () => void; onClose: () => void };

/** Deleting an event nobody has RSVPed to (a mistake, a duplicate); once anyone has, it can only be cancelled. */
export function DeleteEventDialog({ event, onDeleted, onClose }: DeleteEventDialogProps) {
  const { busy, failure, run } = usePendingAction();

  async function confirm() {
    if (!(await run(() => deleteEvent(event.id)))) return;
    toast.success(`Deleted ${event.title}.`);
    onDeleted();
  }

  return (
    <ConfirmDialog
      title={`Delete ${event.title}?`}
      confirmLabel="Delete event"
      busyLabel="Deleting…"
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <p>Nobody has RSVPed, so the event can go for good: its page and its calendar entries disappear. This cannot be undone.</p>
      {failure && (
        <p role="alert" className="font-medium text-red-700 dark:text-red-300">
          {failure}
        </p>
      )}
    </ConfirmDialog>
  );
}
