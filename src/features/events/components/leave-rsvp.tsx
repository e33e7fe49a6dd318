import { useState } from "react";
import { secondaryButton } from "~/components/buttons";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { FormAlert } from "~/components/form-alert";
import { usePendingAction } from "~/lib/use-pending-action";
import type { ChapterEventView } from "~/shared/events";
import type { RsvpOutcome } from "../lib/rsvp-actions";

type LeaveRsvpProps = {
  event: ChapterEventView;
  /** "going" to cancel the RSVP, "waitlist" to leave the waitlist. */
  from: "going" | "waitlist";
  waitlistPosition: number | null;
  onChange: (outcome: RsvpOutcome) => void;
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
 * "Cancel RSVP" or "Leave the waitlist", confirmed first: a tap by mistake
 * on a full event would otherwise hand the place to the waitlist for good.
 * A refusal (the server throttling quick changes, RSVPs closed) is shown in
 * the dialog in the server's own words.
 */
export function LeaveRsvp({ event, from, waitlistPosition, onChange }: LeaveRsvpProps) {
  const [asking, setAsking] = useState(false);
  const { busy, failure, run } = usePendingAction("rsvp");
  const label = from === "going" ? "Cancel RSVP" : "Leave the waitlist";

  async function confirm() {
    let left: RsvpOutcome | undefined;
    const done = await run(async () => {
      // Loaded on the first change, like joining (hooks/use-rsvp.ts): zod and the calls stay out of the first load.
      const { leaveEvent } = await import("../lib/rsvp-actions");
      left = await leaveEvent(event, onChange);
    });
    if (!done || !left) return;
    setAsking(false);
    onChange(left);
  }

  return (
    <>
      <button type="button" className={secondaryButton} onClick={() => setAsking(true)} aria-label={`${label}: ${event.title}`}>
        {label}
      </button>
      {asking && (
        <ConfirmDialog
          title={from === "going" ? `Cancel your RSVP to ${event.title}?` : `Leave the waitlist for ${event.title}?`}
          confirmLabel={label}
          cancelLabel={from === "going" ? "Keep my place" : "Stay on the waitlist"}
          busyLabel={from === "going" ? "Cancelling…" : "Leaving…"}
          busy={busy}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(false)}
        >
          <p>{consequence(event, from, waitlistPosition)}</p>
          <FormAlert>{failure}</FormAlert>
        </ConfirmDialog>
      )}
    </>
  );
}
