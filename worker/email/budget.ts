import type { Bindings } from "../env";
import type { Db } from "../db/client";
import { readThrottle, takeSlotIfFree } from "../db/throttles";
import { ApiError } from "../http/api-error";
import { nextUtcMidnight, now, utcDay } from "../lib/clock";
import { throttleKeys } from "../lib/throttle-keys";
import { transportOf } from "./settings";
import type { MailKind } from "./types";
import { settingsOf } from "../lib/settings";

/**
 * The site's daily mail budget (docs/decisions/015-mail-budget.md). Resend's
 * free plan sends 100 mails a day; once they are gone, nobody can sign up or
 * reset a password until the next day. The budget stops the site before the
 * transport's own limit (DEFAULT_MAIL_DAILY_BUDGET, SMTP_MAIL_DAILY_BUDGET),
 * and splits it into shares (docs/decisions/050-mail-shares.md) so
 * that no kind of mail can spend another's:
 * - the *event* share (cancellations, a place from the waitlist): mail that
 *   members and officers set off by using the site, counted on its own;
 * - the *account* share (everything else): sign-up codes and forwarded
 *   contact messages may use it up to a reserve, which only reset links and
 *   security notices may spend.
 */
export const DEFAULT_MAIL_DAILY_BUDGET = 95;
/**
 * The default with EMAIL_TRANSPORT=smtp (docs/decisions/073-smtp-transport.md):
 * a consumer mailbox sends about 500 a day (Gmail) or 300 (Outlook.com, less
 * for a new account), and the chapter's officers send from the same mailbox
 * by hand; past the limit the provider blocks the mailbox for up to a day.
 * 250 stays under both with room for people. A Workspace or university
 * mailbox allows thousands: set MAIL_DAILY_BUDGET.
 */
export const SMTP_MAIL_DAILY_BUDGET = 250;
/** Event mail's share of the day's budget, rounded down (28 of 95). */
export const EVENT_SHARE = 3 / 10;
/** The part of the budget, rounded up, that only reset links and security notices may use (19 of 95). */
export const RESERVED_SHARE = 1 / 5;
/**
 * The part of the event share, rounded up, that the mails members set off by
 * using the site (confirmations, removals, a place from the waitlist: the
 * *routine* event mail) may never use: it is kept for what only mail can do —
 * change notices, reminders, what officers write (14 of 28; 38 of 75). One
 * member toggling an RSVP, or a busy afternoon of RSVPs, can no longer leave
 * an officer's change of place unsent until the next day
 * (docs/decisions/120-event-mail-for-what-only-mail-can-do.md).
 */
export const EVENT_RESERVED_SHARE = 1 / 2;

/** The parts of the day's budget, each counted on its own and never lent to another. */
export type MailShare = "account" | "event";

/** Which share each kind of mail draws on. A new kind of mail picks its share here. */
export const SHARE_OF: Record<MailKind, MailShare> = {
  signup: "account",
  contact: "account",
  account: "account",
  event: "event",
};

/**
 * The budget in force: MAIL_DAILY_BUDGET when set; else the transport's
 * default — 250 for SMTP, 95 for Resend and the `send_email` binding — and
 * none for the local outbox (dev, preview and tests send nothing out, so
 * they are unlimited unless a test sets a budget).
 */
export function dailyBudget(env: Bindings): number | null {
  const settings = settingsOf(env);
  if (settings.MAIL_DAILY_BUDGET !== undefined) return settings.MAIL_DAILY_BUDGET;
  if (settings.problems.MAIL_DAILY_BUDGET) console.error(`configuration error: ${settings.problems.MAIL_DAILY_BUDGET}; using the default`);
  switch (transportOf(env)) {
    case "outbox":
      return null;
    case "smtp":
      return SMTP_MAIL_DAILY_BUDGET;
    default:
      return DEFAULT_MAIL_DAILY_BUDGET;
  }
}

/** The size of each share of a day's budget; together they are the budget. */
export function shareSizes(budget: number): Record<MailShare, number> {
  const event = Math.floor(budget * EVENT_SHARE);
  return { account: budget - event, event };
}

/**
 * How many mails of a kind may go out in a day, counted on its share:
 * account mail may use its whole share, sign-up codes and contact messages
 * all but the reserve, event mail its own share.
 */
export function limitFor(budget: number, kind: MailKind, routine = false): number {
  const share = shareSizes(budget)[SHARE_OF[kind]];
  if (kind === "signup" || kind === "contact") return Math.max(0, share - Math.ceil(budget * RESERVED_SHARE));
  if (kind === "event" && routine) return Math.max(0, share - Math.ceil(share * EVENT_RESERVED_SHARE));
  return share;
}

const budgetKey = (at: number, share: MailShare) => throttleKeys.mailBudget(utcDay(at), share);

/** 429 MAIL_QUOTA_REACHED, with Retry-After until midnight UTC, when the budget resets. */
export function quotaReached(at = now()): ApiError {
  return new ApiError("MAIL_QUOTA_REACHED", "The site has sent as many e-mails as it may today. Please try again tomorrow.", {
    "Retry-After": String(Math.max(1, Math.ceil((nextUtcMidnight(at) - at) / 1000))),
  });
}

/**
 * Counts one mail against its share of today's budget; false when that share
 * (for this kind, and for routine event mail its part) is spent.
 */
export async function spendMailBudget(db: Db, budget: number, kind: MailKind, routine = false): Promise<boolean> {
  const at = now();
  const key = budgetKey(at, SHARE_OF[kind]);
  return (await takeSlotIfFree(db, key, limitFor(budget, kind, routine), nextUtcMidnight(at) - at, at)) !== null;
}

/** How many more mails of this kind (routine or not) today's budget has room for (read only: the mailer spends it). */
export async function mailBudgetRoom(db: Db, budget: number, kind: MailKind, routine = false): Promise<number> {
  const at = now();
  const state = await readThrottle(db, budgetKey(at, SHARE_OF[kind]), at);
  return Math.max(0, limitFor(budget, kind, routine) - (state?.count ?? 0));
}

/** Whether today's budget still has room for a mail of this kind. */
export async function mailBudgetHasRoom(db: Db, budget: number, kind: MailKind): Promise<boolean> {
  return (await mailBudgetRoom(db, budget, kind)) > 0;
}

/** Mails of one share sent on the UTC day of `at`, for the daily job's report. */
export async function mailsSentOn(db: Db, at: number, share: MailShare): Promise<number> {
  const state = await readThrottle(db, budgetKey(at, share), at);
  return state?.count ?? 0;
}
