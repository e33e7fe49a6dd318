import { takeSlotQuery } from "../../../db/throttles";
import { optedOutQuery } from "../../notifications/db/mail-opt-outs";
import { DAY, now } from "../../../lib/clock";
import type { ServiceContext } from "../../../services/context";
import { throttleKeys } from "../../../lib/throttle-keys";

/** A member gets at most this many "you have a place" mails per event in PLACE_MAIL_WINDOW_MS. */
export const PLACE_MAILS_PER_EVENT = 1;
export const PLACE_MAIL_WINDOW_MS = DAY;

/**
 * The members moved up from the waitlist who have not been told of a place
 * at this event in the last day, marking them told (one batch, one
 * conditional statement each, so two requests promoting the same member at
 * once mail them once). Someone who cancels and RSVPs again and again moves
 * up again and again; without this each move was a mail, and the mail
 * budget could be spent by two members toggling an RSVP. Those who turned
 * RSVP mails off are left out.
 */
export async function notToldOfPlaceToday<T extends { userId: string }>(
  ctx: ServiceContext,
  eventId: string,
  promoted: readonly T[],
): Promise<{ toMail: T[]; told: T[] }> {
  const [first, ...rest] = promoted;
  if (!first) return { toMail: [], told: [] };
  const at = now();
  const mark = (member: T) => takeSlotQuery(ctx.db, throttleKeys.placeMail(member.userId, eventId), PLACE_MAILS_PER_EVENT, PLACE_MAIL_WINDOW_MS, at);
  // In the same round trip: who of them turned RSVP mails off (they are marked told all the same).
  const optedOut = optedOutQuery(
    ctx.db,
    promoted.map((member) => member.userId),
    "confirmations",
  );
  const [off, ...marked] = await ctx.db.batch([optedOut, mark(first), ...rest.map(mark)]);
  const unwanted = new Set(off.map((row) => row.userId));
  // Those not told today are told now: by mail if they want it, by push if they take it (decision 115).
  const told = promoted.filter((_, index) => marked[index]!.length > 0);
  return { toMail: told.filter((member) => !unwanted.has(member.userId)), told };
}
