import type { CheckinResult } from "../../../../src/shared/attendance";
import { formatUtcInstant } from "../../../../src/shared/time/utc-instant";
import type { CheckinState } from "../db/attendance";
import { eventByIdQuery } from "../../events/db/events";
import { ApiError } from "../../../http/api-error";
import type { ServiceContext } from "../../../services/context";
import { forgetCachedEvents } from "../../events/services/event-caches";
import { mailPromoted } from "../../events/services/waitlist-places";

/** Check-in answers and refusals shared by the member's and the officers' endpoints. */

/** The answer to a check-in, from the state read at the end of its batch. */
export function checkinResult(state: CheckinState, alreadyCheckedIn: boolean): CheckinResult {
  return {
    eventId: state.eventId,
    userId: state.userId!,
    event: { id: state.eventId, slug: state.slug, title: state.title, startsAt: formatUtcInstant(state.startsAt) },
    points: state.award ?? 0,
    termPoints: state.termId === null ? null : (state.termPoints ?? 0),
    term: state.termId === null ? null : { id: state.termId, name: state.termName ?? "" },
    totalPoints: state.totalPoints ?? 0,
    alreadyCheckedIn,
    checkedInAt: formatUtcInstant(state.attendedAt!),
  };
}

/** Why a check-in was refused (409 CHECKIN_CLOSED), in the member's words. */
export function checkinClosed(state: { status: string; opensAt: number; closesAt: number }, at: number): ApiError {
  if (state.status === "cancelled") return new ApiError("CHECKIN_CLOSED", "This event is cancelled, so there is no check-in.");
  if (at < state.opensAt) return new ApiError("CHECKIN_CLOSED", "Check-in for this event has not opened yet.");
  return new ApiError("CHECKIN_CLOSED", "Check-in for this event has closed. Ask an officer to check you in.");
}

/**
 * After a check-in batch: a walk-in's new row changed the event's counts, and
 * members moved up from the waitlist into a place nobody had taken are told.
 */
export async function afterCheckinWrites(
  ctx: ServiceContext,
  eventId: string,
  changedRsvps: boolean,
  promoted: { rsvpId: number; userId: string; email: string }[],
) {
  if (changedRsvps || promoted.length > 0) forgetCachedEvents(ctx);
  if (promoted.length === 0) return;
  const [event] = await eventByIdQuery(ctx.db, eventId);
  if (event) await mailPromoted(ctx, event, promoted);
}
