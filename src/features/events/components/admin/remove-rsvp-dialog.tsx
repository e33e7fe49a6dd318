import { ConfirmDialog } from "~/components/confirm-dialog";
import { FormAlert } from "~/components/form-alert";
import { toast } from "~/lib/toast";
import { usePendingAction } from "~/lib/use-pending-action";
import type { EventRsvp, RsvpRemovalResult } from "~/shared/events";
import { memberName } from "~/shared/member-page";
import { removeRsvp } from "../../api/remove-rsvp";

type RemoveRsvpDialogProps = {
  eventId: string;
  eventTitle: string;
  rsvp: EventRsvp;
  onCancel: () => void;
  onRemoved: (removal: RsvpRemovalResult) => void;
};

/**
 * "Remove this RSVP?" (decision 095): the member's place (or waitlist place)
 * goes at once, the next on the waitlist moves up, and the member is e-mailed
 * that an officer removed them — it cannot be taken back.
 */
export function RemoveRsvpDialog({ eventId, eventTitle, rsvp, onCancel, onRemoved }: RemoveRsvpDialogProps) {
  const { busy, failure, run } = usePendingAction();
  const name = memberName(rsvp);
  const waiting = rsvp.status === "waitlist";

  const confirm = () =>
    run(async () => {
      const { data } = await removeRsvp(eventId, rsvp.userId);
      const moved = data.promoted > 0 ? " The next on the waitlist moved up." : "";
      toast.success(
        `${waiting ? `${name} is off the waitlist` : `${name}'s RSVP is removed`}; they are told by e-mail unless they turned RSVP confirmations off.${moved}`,
      );
      onRemoved(data);
    });

  return (
    <ConfirmDialog
      title={waiting ? `Take ${name} off the waitlist?` : `Remove ${name}'s RSVP?`}
      confirmLabel={waiting ? "Take off the waitlist" : "Remove RSVP"}
      busyLabel="Removing…"
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    >
      <p>
        {name} (@{rsvp.username}) {waiting ? "loses their place on the waitlist" : "loses their place, and the first on the waitlist moves into it"} for{" "}
        {eventTitle}. They get an e-mail saying an officer removed them, with a file that takes the event out of their calendar. They can RSVP again while
        places are open.
      </p>
      <FormAlert>{failure}</FormAlert>
    </ConfirmDialog>
  );
}
