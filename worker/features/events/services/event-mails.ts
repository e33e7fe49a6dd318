import { takeSlotQuery } from "../../../db/throttles";
import { isOutboxEnabled } from "../../../email/mailer";
import type { Mail } from "../../../email/types";
import { DAY, now } from "../../../lib/clock";
import type { ServiceContext } from "../../../services/context";
import { throttleKeys } from "../../../lib/throttle-keys";

/**
 * Mails about an event to many members (a cancellation): sent one after
 * another after the answer, each through ctx.sendMail (so the mail budget
 * counts it, and a failure is logged there and skips that one mail).
 * At most MAX_EVENT_MAILS_PER_REQUEST per request: a Worker on the free plan
 * may make 50 subrequests, and each mail through Resend is one. Resend's
 * free API takes two requests a second, hence the pause between mails.
 * No more than the event share of today's mail budget still holds
 * (docs/decisions/050-mail-shares.md): the rest are counted as not mailed,
 * so the officer is told to reach them another way.
 */
export const MAX_EVENT_MAILS_PER_REQUEST = 40;
const PAUSE_BETWEEN_MAILS_MS = 600;

export async function sendEventMails(ctx: ServiceContext, mails: readonly Mail[]): Promise<{ mailed: number; notMailed: number }> {
  const room = mails.length > 0 ? await ctx.mailRoom("event") : 0;
  const batch = mails.slice(0, Math.min(MAX_EVENT_MAILS_PER_REQUEST, room));
  const pause = isOutboxEnabled(ctx.env) ? 0 : PAUSE_BETWEEN_MAILS_MS;
  if (batch.length > 0) {
    await ctx.afterResponse(async () => {
      for (const [index, mail] of batch.entries()) {
        if (index > 0 && pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
        await ctx.sendMail(mail).catch(() => undefined);
      }
    });
  }
  return { mailed: batch.length, notMailed: mails.length - batch.length };
}

/** A member gets at most this many "you have a place" mails per event in PLACE_MAIL_WINDOW_MS. */
export const PLACE_MAILS_PER_EVENT = 1;
export const PLACE_MAIL_WINDOW_MS = DAY;

/**
 * The members moved up from the waitlist who have not been told of a place
 * at this event in the last day, marking them told (one batch, one
 * conditional statement each, so two requests promoting the same member at
 * once mail them once). Someone who cancels and RSVPs again and again moves
 * up again and again; without this each move was a mail, and the mail
 * budget could be spent by two members toggling an RSVP.
 */
export async function notToldOfPlaceToday<T extends { userId: string }>(ctx: ServiceContext, eventId: string, promoted: readonly T[]): Promise<T[]> {
  const [first, ...rest] = promoted;
  if (!first) return [];
  const at = now();
  const mark = (member: T) => takeSlotQuery(ctx.db, throttleKeys.placeMail(member.userId, eventId), PLACE_MAILS_PER_EVENT, PLACE_MAIL_WINDOW_MS, at);
  const marked = await ctx.db.batch([mark(first), ...rest.map(mark)]);
  return promoted.filter((_, index) => marked[index]!.length > 0);
}
