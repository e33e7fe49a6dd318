import { Link } from "react-router";
import { primaryButton } from "~/components/buttons";
import type { ChapterEventView } from "~/shared/events";
import { useRsvp } from "../hooks/use-rsvp";
import type { RsvpOutcome } from "../lib/rsvp-actions";
import { rsvpState } from "../lib/rsvp-state";
import { LeaveRsvp } from "./leave-rsvp";

type RsvpControlProps = {
  event: ChapterEventView;
  now: number;
  /** null while the session is being checked. */
  signedIn: boolean | null;
  /** Where "Log in to RSVP" comes back to, to finish the RSVP (a same-site path). */
  returnTo: string;
  onChange: (outcome: RsvpOutcome) => void;
  /** The member's place on the waitlist, when known (the RSVP's answer says it). */
  waitlistPosition?: number | null;
};

const NOTES = {
  cancelled: "This event is cancelled.",
  over: "This event is over.",
  started: "This event has started: RSVPs are closed.",
  closed: "RSVPs are closed.",
} as const;

/** The RSVP button and what it says, for a member or a visitor (who is offered to log in first). */
export function RsvpControl({ event, now, signedIn, returnTo, onChange, waitlistPosition = null }: RsvpControlProps) {
  const { busy, change } = useRsvp(event, onChange);
  const state = rsvpState(event, now);
  const note = "text-sm font-medium text-ink";

  if (state in NOTES) {
    return (
      <p className={note}>
        {state === "started" && event.myRsvp === "going" ? "You're going. " : ""}
        {NOTES[state as keyof typeof NOTES]}
      </p>
    );
  }
  if (signedIn === false) {
    return (
      <Link to={`/login?redirect=${encodeURIComponent(returnTo)}`} className={primaryButton} aria-label={`Log in to RSVP: ${event.title}`}>
        Log in to RSVP
      </Link>
    );
  }
  if (state === "going" || state === "waitlist") {
    const position = state === "waitlist" && waitlistPosition ? ` (number ${waitlistPosition})` : "";
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className={note}>{state === "going" ? "✓ You're going." : `You're on the waitlist${position}.`}</p>
        <LeaveRsvp event={event} from={state} waitlistPosition={waitlistPosition} onChange={onChange} />
      </div>
    );
  }
  const label = state === "full" ? "Join the waitlist" : "RSVP";
  return (
    <button
      type="button"
      className={primaryButton}
      // Until the session is known, the button waits rather than guess.
      disabled={busy || signedIn === null}
      onClick={() => void change(true)}
      aria-label={`${label}: ${event.title}`}
    >
      {busy ? "Sending…" : label}
    </button>
  );
}
