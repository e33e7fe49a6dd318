import type { EventRsvp, RsvpRemovalResult, RsvpResult } from "../../../../src/shared/events";
import { formatUtcInstant } from "../../../../src/shared/time/utc-instant";
import { deleteRsvpQuery, insertRsvpQuery, listRsvpsQuery, promoteWaitlistQuery, rsvpStateQuery } from "../db/event-rsvps";
import { eventByIdQuery } from "../db/events";
import type { EventRow } from "../../../db/schema";
import { countUseQuery, withinLimit } from "../../../db/throttles";
import { ApiError, rateLimited } from "../../../http/api-error";
import { HOUR, MINUTE, now } from "../../../lib/clock";
import { csv } from "../../../../src/shared/csv";
import type { RsvpRemoval } from "../email/mails";
import type { ServiceContext } from "../../../services/context";
import { forgetCachedEvents } from "./event-caches";
import { toEventView } from "./event-views";
import { eventNotFound } from "./event-errors";
import { mailPromoted } from "./waitlist-places";
import { mailRsvpConfirmation, mailRsvpRemoved } from "./event-notices";
import { readRsvpLink } from "./rsvp-links";
import { addressIfWantedQuery, optedOutQuery } from "../../notifications/db/mail-opt-outs";
import { throttleKeys } from "../../../lib/throttle-keys";
import { plural } from "../../../../src/shared/plural";

/**
 * RSVP changes (PUT and DELETE, answered or not) per member and event in
 * RSVP_CHANGE_WINDOW_MS: a person changing their mind does so a handful of
 * times; a script toggling a full event's RSVP moved the waitlist, and mailed
 * it, on every call (docs/decisions/050-mail-shares.md).
 */
export const RSVP_CHANGES_PER_EVENT = 10;
export const RSVP_CHANGE_WINDOW_MS = HOUR;

/**
 * The member's throttle for one event, counted in the RSVP's own batch
 * (countUseQuery first, then the write only while `allowed`), so a change
 * costs no extra round trip and parallel calls cannot race past it.
 */
function rsvpChanges(userId: string, eventId: string) {
  const key = throttleKeys.rsvpChanges(userId, eventId);
  return {
    key,
    allowed: withinLimit(key, RSVP_CHANGES_PER_EVENT),
    assertWithin(use: { count: number; resetAt: number } | undefined, at: number) {
      if (!use || use.count <= RSVP_CHANGES_PER_EVENT) return;
      const minutes = Math.max(1, Math.ceil((use.resetAt - at) / MINUTE));
      throw rateLimited(use.resetAt - at, `You have changed your RSVP for this event many times. Try again in ${plural(minutes, "minute")}.`);
    },
  };
}

/** Why a new RSVP was refused, in the member's words. */
function closedReason(event: EventRow, at: number): string {
  if (event.status === "cancelled") return "This event is cancelled.";
  if (event.startsAt <= at) return "This event has already started, so RSVPs are closed.";
  return "RSVPs for this event are closed.";
}

type RsvpState = {
  event: EventRow;
  rsvpId: number | null;
  myRsvp: "going" | "waitlist" | null;
  waitlistPosition: number | null;
  attendedAt: number | null;
};

function resultOf(state: RsvpState): RsvpResult {
  return {
    status: state.myRsvp,
    checkedIn: state.attendedAt !== null,
    waitlistPosition: state.myRsvp === "waitlist" ? state.waitlistPosition : null,
    event: toEventView(state.event, state.myRsvp, state.attendedAt),
  };
}

/**
 * PUT /api/events/{id}/rsvp, in one batch: first the waitlist moves up into
 * any free place (so nobody jumps the queue), then the member's RSVP —
 * `going` while places are left, else `waitlist`, decided by SQLite against
 * the stored count — then the state to answer with. D1 runs one batch at a
 * time, so twenty members racing for the last place get exactly one `going`.
 * Idempotent: an existing RSVP is answered as it is.
 */
export async function rsvpToEvent(ctx: ServiceContext, member: { id: string; email: string }, eventId: string) {
  const at = now();
  const changes = rsvpChanges(member.id, eventId);
  const [counted, promoted, inserted, states, optedOut] = await ctx.db.batch([
    countUseQuery(ctx.db, changes.key, RSVP_CHANGE_WINDOW_MS, at),
    promoteWaitlistQuery(ctx.db, eventId, at),
    insertRsvpQuery(ctx.db, eventId, member.id, at, changes.allowed),
    rsvpStateQuery(ctx.db, eventId, member.id),
    optedOutQuery(ctx.db, [member.id], "confirmations"),
  ]);
  const state = states[0];
  if (!state) throw eventNotFound();
  if (promoted.length > 0 || inserted.length > 0) forgetCachedEvents(ctx, { byMember: true });
  await mailPromoted(ctx, state.event, promoted);
  changes.assertWithin(counted[0], at);
  if (!state.myRsvp) throw new ApiError("RSVP_CLOSED", closedReason(state.event, at));
  const created = inserted.length > 0;
  if (created && state.rsvpId !== null && optedOut.length === 0) {
    const recipient = { userId: member.id, email: member.email, status: state.myRsvp, rsvpId: state.rsvpId };
    await mailRsvpConfirmation(ctx, state.event, recipient, state.waitlistPosition);
  }
  return { result: resultOf(state), created };
}

/**
 * Takes a member's RSVP away, the one way for every path (decision 095): in
 * one batch the RSVP goes — until the event starts and unless they checked
 * in (deleteRsvpQuery) — the first on the waitlist moves into the freed
 * place, then the state after and the member's address if they want RSVP
 * mail. The caches are forgotten, the member moved up is told ("You have a
 * place", one a day), and the member whose RSVP went is told by whom, with
 * the .ics that cancels their copy. `throttle`: the member's own count (an
 * officer's removal is not the member changing their mind, so it has none).
 */
async function takeRsvpAway(
  ctx: ServiceContext,
  eventId: string,
  userId: string,
  by: RsvpRemoval["by"],
  options: { throttle?: ReturnType<typeof rsvpChanges>; onlyRsvpId?: number } = {},
) {
  const at = now();
  const { throttle, onlyRsvpId } = options;
  const writes = [
    // From a mail's link: only the RSVP the link names (a later RSVP of the same member is another row).
    deleteRsvpQuery(ctx.db, eventId, userId, at, throttle?.allowed, onlyRsvpId),
    promoteWaitlistQuery(ctx.db, eventId, at),
    rsvpStateQuery(ctx.db, eventId, userId),
    addressIfWantedQuery(ctx.db, userId, "confirmations"),
  ] as const;
  const [counted, [deleted, promoted, states, recipients]] = throttle
    ? await ctx.db.batch([countUseQuery(ctx.db, throttle.key, RSVP_CHANGE_WINDOW_MS, at), ...writes]).then(([use, ...rest]) => [use, rest] as const)
    : [[], await ctx.db.batch(writes)];
  const state = states[0];
  if (!state) throw eventNotFound();
  // A member's own cancel purges the edge's copy at most every RSVP_PURGE_INTERVAL_MS; an officer's removal always.
  if (deleted.length > 0 || promoted.length > 0) forgetCachedEvents(ctx, { byMember: throttle !== undefined });
  await mailPromoted(ctx, state.event, promoted);
  const removed = deleted[0];
  const recipient = recipients[0];
  if (removed && recipient) {
    await mailRsvpRemoved(ctx, state.event, { userId, email: recipient.email, status: removed.status, rsvpId: removed.rsvpId }, by);
  }
  throttle?.assertWithin(counted[0], at);
  return { state, removed, promoted: promoted.length };
}

/**
 * DELETE /api/events/{id}/rsvp: the member cancels their own RSVP
 * (takeRsvpAway, with their throttle). Idempotent; refused once the event
 * has started (the RSVP is then part of the event's record).
 */
export async function cancelRsvp(ctx: ServiceContext, userId: string, eventId: string, onlyRsvpId?: number) {
  const { state, removed } = await takeRsvpAway(ctx, eventId, userId, "member", { throttle: rsvpChanges(userId, eventId), onlyRsvpId });
  // A mail's link whose RSVP is gone: the member's later RSVP (another row) is not the link's to cancel.
  if (onlyRsvpId !== undefined && !removed && state.rsvpId !== onlyRsvpId) {
    return { result: resultOf({ ...state, myRsvp: null, attendedAt: null }), removed: false };
  }
  if (state.attendedAt !== null) throw new ApiError("RSVP_CLOSED", "You have checked in to this event, so your RSVP stays as its record.");
  if (state.myRsvp) throw new ApiError("RSVP_CLOSED", "This event has already started, so RSVPs can no longer change.");
  return { result: resultOf(state), removed: removed !== undefined };
}

/**
 * DELETE /api/events/{id}/rsvps/{userId} (officers): removes a member's RSVP
 * or waitlist place — a duplicate account, someone who asked by message, a
 * no-show policy — the same way a member's cancel does (takeRsvpAway), the
 * member told that an officer removed them. 404 when the member has no
 * RSVP; 409 once they checked in or the event started (the record stays).
 */
export async function removeRsvpOfMember(ctx: ServiceContext, eventId: string, userId: string): Promise<RsvpRemovalResult> {
  const { state, removed, promoted } = await takeRsvpAway(ctx, eventId, userId, "officer");
  if (!removed) {
    if (!state.myRsvp) throw new ApiError("NOT_FOUND", "This member has no RSVP for this event.");
    if (state.attendedAt !== null) throw new ApiError("RSVP_CLOSED", "This member has checked in, so their RSVP stays as the event's record.");
    throw new ApiError("RSVP_CLOSED", "This event has already started, so its RSVPs are its record and stay.");
  }
  return {
    eventId,
    userId,
    status: removed.status,
    promoted,
    going: state.event.goingCount,
    waitlist: state.event.waitlistCount,
  };
}

/**
 * POST /api/rsvp-links/{token}/cancel: cancels the RSVP a mail's link names,
 * without a session (the signed link is the authority). Like DELETE
 * /api/events/{id}/rsvp, with the member's throttle; a second use finds the
 * RSVP gone and changes nothing.
 */
export async function cancelRsvpByLink(ctx: ServiceContext, token: string) {
  const link = await readRsvpLink(ctx, token);
  return cancelRsvp(ctx, link.userId, link.eventId, link.rsvpId);
}

/** GET /api/events/{id}/rsvps (officers): the event and everyone who RSVPed, in one batch. */
export async function listRsvps(ctx: ServiceContext, eventId: string) {
  const [events, rows] = await ctx.db.batch([eventByIdQuery(ctx.db, eventId), listRsvpsQuery(ctx.db, eventId)]);
  const event = events[0];
  if (!event) throw eventNotFound();
  const rsvps: EventRsvp[] = rows.map((row) => ({
    userId: row.userId,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    status: row.status,
    waitlistPosition: row.status === "waitlist" ? row.waitlistPosition : null,
    joinedAt: formatUtcInstant(row.joinedAt),
  }));
  return { event, rsvps };
}

/** The RSVP list as a spreadsheet: a header row, then one member per line. */
export function rsvpsCsv(rsvps: readonly EventRsvp[]): string {
  return csv(
    ["status", "waitlist_position", "username", "first_name", "last_name", "email", "rsvped_at_utc"],
    rsvps.map((r) => [r.status, r.waitlistPosition, r.username, r.firstName, r.lastName, r.email, r.joinedAt]),
  );
}
