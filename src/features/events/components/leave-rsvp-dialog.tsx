import { ConfirmDialog } from "~/components/confirm-dialog";
import { FormAlert } from "~/components/form-alert";
import { usePendingAction } from "~/lib/use-pending-action";
import type { ChapterEventView } from "~/shared/events";
import { leaveEvent, type RsvpOutcome } from "../lib/rsvp-actions";

export type LeaveRsvpDialogProps = {
  event: ChapterEventView;
  /** "going" to cancel the RSVP, "waitlist" to leave the waitlist. */
  from: "going" | "waitlist";
  waitlistPosition: number | null;
  onChange: (outcome: RsvpOutcome) => void;
  onClose: () => void;
};

/** Who loses out, said before the member confirms: a place handed on cannot be taken back. */
function consequence(event: ChapterEventView, from: "going" | "waitlist", position: number | null): string {
  if (from === "waitlist") {
    return position
      ? `You lose your place in line (number ${position}). Joining again puts you at the end of the waitlist.`
      : "You lose your place in line. Joining again puts you at the end of the waitlist.";
  }
  if (event.waitlistCount > 0) return "Your place goes at once to the next member on the waitlist, and you cannot take it back.";
  if (event.capacity !== null) return "Your place is freed for someone else. You can RSVP again while places are left.";
  return "You can RSVP again until the event starts.";
}

/**
 * "Cancel your RSVP?": the safe answer ("Keep my place") has the focus. A
 * refusal (the server throttling quick changes, RSVPs closed) is shown here
 * in the server's own words, with the button back to try again.
 */
export default function LeaveRsvpDialog({ event, from, waitlistPosition, onChange, onClose }: LeaveRsvpDialogProps) {
  const { busy, failure, run } = usePendingAction({ flow: "rsvp" });
  const label = from === "going" ? "Cancel RSVP" : "Leave the waitlist";

  async function confirm() {
    let left: RsvpOutcome | undefined;
    const done = await run(async () => {
      left = await leaveEvent(event, onChange);
    });
    if (!done || !left) return;
    onClose();
    onChange(left);
  }

  return (
    <ConfirmDialog
      title={from === "going" ? `Cancel your RSVP to ${event.title}?` : `Leave the waitlist for ${event.title}?`}
      confirmLabel={label}
      cancelLabel={from === "going" ? "Keep my place" : "Stay on the waitlist"}
      busyLabel={from === "going" ? "Cancelling…" : "Leaving…"}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <p>{consequence(event, from, waitlistPosition)}</p>
      <FormAlert>{failure}</FormAlert>
    </ConfirmDialog>
  );
}
