import { useState } from "react";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { errorDetail } from "~/lib/api-error";
import { toastFailure } from "~/lib/failure-toast";
import { toast } from "~/lib/toast";
import type { ChapterEventView } from "~/shared/events";
import { deleteEvent } from "../../api/delete-event";

type DeleteEventDialogProps = { event: ChapterEventView; onDeleted: () => void; onClose: () => void };

/** Deleting an event nobody has RSVPed to (a mistake, a duplicate); once anyone has, it can only be cancelled. */
export function DeleteEventDialog({ event, onDeleted, onClose }: DeleteEventDialogProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setFailure(null);
    try {
      await deleteEvent(event.id);
      toast.success(`Deleted ${event.title}.`);
      onDeleted();
    } catch (error) {
      setFailure(errorDetail(error));
      toastFailure(error);
      setBusy(false);
    }
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
