import { ConfirmDialog } from "~/components/confirm-dialog";
import { FormAlert } from "~/components/form-alert";
import { usePendingAction } from "~/lib/use-pending-action";
import type { CheckinDisplay } from "~/shared/attendance";
import { replaceCheckinSecret } from "../api/replace-checkin-secret";

type ReplaceCodeDialogProps = {
  eventId: string;
  onCancel: () => void;
  onReplaced: (display: CheckinDisplay) => void;
};

/** "New codes?": for a code that got out (a photo in a group chat) — it and links made with it stop working at once. */
export function ReplaceCodeDialog({ eventId, onCancel, onReplaced }: ReplaceCodeDialogProps) {
  const { busy, failure, run } = usePendingAction();
  const confirm = () =>
    run(async () => {
      const { data } = await replaceCheckinSecret(eventId);
      onReplaced(data);
    });
  return (
    <ConfirmDialog
      title="Start new check-in codes?"
      confirmLabel="Start new codes"
      busyLabel="Starting…"
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    >
      <p>
        The code on this screen, and any check-in link made with it, stop working at once — use this when a code has been shared outside the room. Members
        already checked in stay checked in. Other screens showing this event's codes switch within 15 seconds.
      </p>
      <FormAlert>{failure}</FormAlert>
    </ConfirmDialog>
  );
}
