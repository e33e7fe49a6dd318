import type { EventRow } from "../../../db/schema";
import type { ServiceContext } from "../../../services/context";
import { notToldOfPlaceToday } from "./event-mails";
import { mailPlaces } from "./event-notices";

/**
 * Tells each member who moved up from the waitlist (one mail each, queued and
 * sent after the answer), once a day per event, unless they turned RSVP mails off.
 */
export async function mailPromoted(ctx: ServiceContext, event: EventRow, promoted: { rsvpId: number; userId: string; email: string }[]) {
  if (promoted.length === 0) return;
  // At most one such mail per member, event and day (an RSVP toggled over and over).
  const { toMail, told } = await notToldOfPlaceToday(ctx, event.id, promoted);
  await mailPlaces(
    ctx,
    event,
    toMail.map((member) => ({ ...member, status: "going" as const })),
    told,
  );
}
