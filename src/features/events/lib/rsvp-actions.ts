import { hasErrorCode } from "~/lib/api-error";
import { toastFailure } from "~/lib/failure-toast";
import { toast } from "~/lib/toast";
import type { ChapterEventView, RsvpResult } from "~/shared/events";
import { cancelRsvp } from "../api/cancel-rsvp";
import { rsvpToEvent } from "../api/rsvp-to-event";

/**
 * RSVPing and leaving, with the toasts that say what happened. Loaded when a
 * member first acts (hooks/use-rsvp.ts), so the calls, zod and the toasts
 * stay out of the events pages' first load.
 */

export type RsvpOutcome = { event: ChapterEventView; waitlistPosition: number | null };

const outcome = (result: RsvpResult): RsvpOutcome => ({
  event: { ...result.event, myRsvp: result.status },
  waitlistPosition: result.waitlistPosition,
});

/** Join (going, or the waitlist when full) or leave; the event as it is now, or undefined after a failure (already toasted). */
export async function changeRsvp(event: ChapterEventView, join: boolean): Promise<RsvpOutcome | undefined> {
  try {
    const { data, message } = await (join ? rsvpToEvent(event.id) : cancelRsvp(event.id));
    if (message) toast.success(message);
    return outcome(data);
  } catch (error) {
    toastFailure(error);
    // Closed meanwhile (started, cancelled, or closed by an officer): show it as it is now.
    if (hasErrorCode(error, "RSVP_CLOSED")) return { event: { ...event, rsvpOpen: false }, waitlistPosition: null };
    return undefined;
  }
}

/**
 * Leave, once the member has confirmed (components/leave-rsvp.tsx): the
 * event as it is now. A failure is thrown, in the API's words, for the
 * confirming dialog to show (a throttled change says when to try again);
 * an RSVP closed meanwhile hands over the event as closed first.
 */
export async function leaveEvent(event: ChapterEventView, onClosed: (closed: RsvpOutcome) => void): Promise<RsvpOutcome> {
  try {
    const { data, message } = await cancelRsvp(event.id);
    if (message) toast.success(message);
    return outcome(data);
  } catch (error) {
    if (hasErrorCode(error, "RSVP_CLOSED")) onClosed({ event: { ...event, rsvpOpen: false }, waitlistPosition: null });
    throw error;
  }
}
