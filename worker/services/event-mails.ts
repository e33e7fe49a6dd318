import { isOutboxEnabled } from "../email/mailer";
import type { Mail } from "../email/types";
import type { ServiceContext } from "./context";

/**
 * Mails about an event to many members (a cancellation): sent one after
 * another after the answer, each through ctx.sendMail (so the mail budget
 * counts it, and a failure is logged there and skips that one mail).
 * At most MAX_EVENT_MAILS_PER_REQUEST per request: a Worker on the free plan
 * may make 50 subrequests, and each mail through Resend is one. Resend's
 * free API takes two requests a second, hence the pause between mails.
 */
export const MAX_EVENT_MAILS_PER_REQUEST = 40;
const PAUSE_BETWEEN_MAILS_MS = 600;

export async function sendEventMails(ctx: ServiceContext, mails: readonly Mail[]): Promise<{ mailed: number; notMailed: number }> {
  const batch = mails.slice(0, MAX_EVENT_MAILS_PER_REQUEST);
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
