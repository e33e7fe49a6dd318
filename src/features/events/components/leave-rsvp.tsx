import { lazy, Suspense, useState } from "react";
import { secondaryButton } from "~/components/buttons";
import type { ChapterEventView } from "~/shared/events";
import type { RsvpOutcome } from "../lib/rsvp-actions";

// The question, its calls and zod load when the member points at the button, not with the events pages.
const loadDialog = () => import("./leave-rsvp-dialog");
const LeaveRsvpDialog = lazy(loadDialog);

type LeaveRsvpProps = {
  event: ChapterEventView;
  /** "going" to cancel the RSVP, "waitlist" to leave the waitlist. */
  from: "going" | "waitlist";
  waitlistPosition: number | null;
  onChange: (outcome: RsvpOutcome) => void;
};

/**
 * "Cancel RSVP" or "Leave the waitlist", confirmed first
 * (./leave-rsvp-dialog.tsx): a tap by mistake on a full event would
 * otherwise hand the place to the waitlist for good.
 */
export function LeaveRsvp({ event, from, waitlistPosition, onChange }: LeaveRsvpProps) {
  const [asking, setAsking] = useState(false);
  const label = from === "going" ? "Cancel RSVP" : "Leave the waitlist";
  const preload = () => void loadDialog().catch(() => undefined);
  return (
    <>
      <button
        type="button"
        className={secondaryButton}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setAsking(true)}
        aria-label={`${label}: ${event.title}`}
      >
        {label}
      </button>
      {asking && (
        <Suspense fallback={null}>
          <LeaveRsvpDialog event={event} from={from} waitlistPosition={waitlistPosition} onChange={onChange} onClose={() => setAsking(false)} />
        </Suspense>
      )}
    </>
  );
}
