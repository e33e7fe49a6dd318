import type { Bindings, Db } from "../env";
import { readThrottle, takeSlotIfFree } from "../db/throttles";
import { ApiError } from "../http/api-error";
import { DAY, now } from "../lib/clock";
import { throttleKeys } from "../services/throttle";
import type { MailKind } from "./types";

/**
 * The site's daily mail budget (docs/decisions/015-mail-budget.md). Resend's
 * free plan sends 100 mails a day; once they are gone, nobody can sign up or
 * reset a password until the next day. The budget stops the site a little
 * before, and keeps a fifth of it for the mails members cannot do without
 * (reset links and security notices), so a flood of sign-ups cannot use it all.
 */
export const DEFAULT_MAIL_DAILY_BUDGET = 95;
export const RESERVED_SHARE = 1 / 5;

/**
 * The budget in force: MAIL_DAILY_BUDGET when set; else the default for a
 * real transport, and none for the local outbox (dev, preview and tests send
 * nothing out, so they are unlimited unless a test sets a budget).
 */
export function dailyBudget(env: Bindings): number | null {
  const configured = env.MAIL_DAILY_BUDGET?.trim();
  if (configured) {
    const value = Number(configured);
    if (Number.isInteger(value) && value >= 0) return value;
    console.error("configuration error: MAIL_DAILY_BUDGET is not a whole number; using the default");
  }
  return env.EMAIL_TRANSPORT === "outbox" ? null : DEFAULT_MAIL_DAILY_BUDGET;
}

/** How many mails of a kind may go out in a day: account mail may use the reserve, the rest may not. */
export function limitFor(budget: number, kind: MailKind): number {
  return kind === "account" ? budget : budget - Math.ceil(budget * RESERVED_SHARE);
}

/** The UTC day of an instant, "YYYY-MM-DD": the budget's key. */
export const utcDay = (at: number) => new Date(at).toISOString().slice(0, 10);
export const nextUtcMidnight = (at: number) => (Math.floor(at / DAY) + 1) * DAY;

const budgetKey = (at: number) => throttleKeys.mailBudget(utcDay(at));

/** 429 MAIL_QUOTA_REACHED, with Retry-After until midnight UTC, when the budget resets. */
export function quotaReached(at = now()): ApiError {
  return new ApiError(
    "MAIL_QUOTA_REACHED",
    "The site has sent as many e-mails as it may today. Please try again tomorrow.",
    { "Retry-After": String(Math.max(1, Math.ceil((nextUtcMidnight(at) - at) / 1000))) },
  );
}

/** Counts one mail against today's budget; false when the budget (for this kind) is spent. */
export async function spendMailBudget(db: Db, budget: number, kind: MailKind): Promise<boolean> {
  const at = now();
  return (await takeSlotIfFree(db, budgetKey(at), limitFor(budget, kind), nextUtcMidnight(at) - at, at)) !== null;
}

/** Whether today's budget still has room for a mail of this kind (read only: the mailer spends it). */
export async function mailBudgetHasRoom(db: Db, budget: number, kind: MailKind): Promise<boolean> {
  const at = now();
  const state = await readThrottle(db, budgetKey(at), at);
  return (state?.count ?? 0) < limitFor(budget, kind);
}

/** Mails sent on the UTC day of `at`, for the daily job's report. */
export async function mailsSentOn(db: Db, at: number): Promise<number> {
  const state = await readThrottle(db, budgetKey(at), at);
  return state?.count ?? 0;
}
