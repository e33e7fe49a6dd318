import type { RsvpResult } from "../../../../src/shared/events";
import { rsvpStateQuery } from "../db/event-rsvps";
import type { EventRow } from "../../../db/schema";
import { ApiError } from "../../../http/api-error";
import { now } from "../../../lib/clock";
import { readLink, signLink } from "../../../lib/signed-link";
import type { ServiceContext } from "../../../services/context";
import { mailLinkSecret } from "../../../services/mail-link-secret";
import { toEventView } from "./event-views";

/**
 * The "cancel your RSVP" link in confirmations and reminders: signed, naming
 * the event, the member and the RSVP's row, valid until the event starts
 * (when RSVPs stop changing anyway). Opening it shows a page that asks
 * first (GET /api/rsvp-links/{token} changes nothing, so a mail scanner that
 * follows links cancels nothing); the page's button POSTs. Naming the row
 * makes it single-use in effect: once that RSVP is gone, a new RSVP of the
 * same member is another row, which the old link does not reach.
 */
export async function rsvpCancelUrl(ctx: ServiceContext, event: EventRow, member: { userId: string; rsvpId: number }): Promise<string> {
  const token = await signLink(await mailLinkSecret(ctx.db), "rsvp-cancel", [event.id, member.userId, String(member.rsvpId)], event.startsAt);
  return ctx.siteLink(`/rsvp/cancel?token=${token}`);
}

export type RsvpLink = { eventId: string; userId: string; rsvpId: number };

/** The link's RSVP, or INVALID_TOKEN / LINK_EXPIRED (410, once the event has started). */
export async function readRsvpLink(ctx: ServiceContext, token: string): Promise<RsvpLink> {
  const link = await readLink(await mailLinkSecret(ctx.db), "rsvp-cancel", token);
  const [eventId, userId, rsvpId] = link?.fields ?? [];
  if (!link || !eventId || !userId || !rsvpId || !/^\d+$/.test(rsvpId)) {
    throw new ApiError("INVALID_TOKEN", "This link is not valid. Open the event on the site to change your RSVP.");
  }
  if (link.expiresAt <= now()) throw new ApiError("LINK_EXPIRED", "This event has started, so its RSVPs can no longer change.");
  return { eventId, userId, rsvpId: Number(rsvpId) };
}

/** GET /api/rsvp-links/{token}: the event and the RSVP the link cancels (status null when it is already gone). */
export async function rsvpLinkState(ctx: ServiceContext, token: string): Promise<RsvpResult> {
  const link = await readRsvpLink(ctx, token);
  const [state] = await rsvpStateQuery(ctx.db, link.eventId, link.userId).all();
  if (!state) throw new ApiError("NOT_FOUND", "No such event.");
  const mine = state.rsvpId === link.rsvpId ? state.myRsvp : null;
  return {
    status: mine,
    checkedIn: mine !== null && state.attendedAt !== null,
    waitlistPosition: mine === "waitlist" ? state.waitlistPosition : null,
    event: toEventView(state.event),
  };
}
