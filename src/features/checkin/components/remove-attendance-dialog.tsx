import { ConfirmDialog } from "~/components/confirm-dialog";
import { FormAlert } from "~/components/form-alert";
import { usePendingAction } from "~/lib/use-pending-action";
import type { AttendanceLine } from "~/shared/attendance";
import { removeAttendance } from "../api/attendance";
import { plural } from "~/shared/plural";

type RemoveAttendanceDialogProps = {
  eventId: string;
  line: AttendanceLine;
  onCancel: () => void;
  onRemoved: (message: string) => void;
};

/** "Remove this attendance?": the member's points for it are taken back by a reversal in their history. */
export function RemoveAttendanceDialog({ eventId, line, onCancel, onRemoved }: RemoveAttendanceDialogProps) {
  const { busy, failure, run } = usePendingAction();
  const name = [line.firstName, line.lastName].filter(Boolean).join(" ") || line.username;

  const confirm = () =>
    run(async () => {
      const { data } = await removeAttendance(eventId, line.userId);
      const taken = -data.pointsReversed;
      onRemoved(data.removed ? `${name}'s attendance is removed${taken ? `; ${plural(taken, "point")} taken back` : ""}.` : `${name} was not checked in.`);
    });

  return (
    <ConfirmDialog
      title="Remove this attendance?"
      confirmLabel="Remove attendance"
      busyLabel="Removing…"
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    >
      <p>
        {name} (@{line.username}) will no longer count as having attended, and the points they earned for it are taken back. Their points history shows the
        change.
      </p>
      <FormAlert>{failure}</FormAlert>
    </ConfirmDialog>
  );
}
