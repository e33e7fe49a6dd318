import type { Bindings } from "../env";
import type { Db } from "../db/client";
import {
  claimMailQuery,
  dueMailsQuery,
  enqueueCappedMailQuery,
  enqueueMailQuery,
  expireStaleQuery,
  markAttemptFailedQuery,
  markSentQuery,
  recordMailFailureQuery,
  releaseClaimQuery,
  type QueuedMailRow,
} from "../db/mail-queue";
import { DAY, HOUR, MINUTE, now } from "../lib/clock";
import { sha256Hex } from "../lib/crypto";
import { dailyBudget, SHARE_OF, spendMailBudget } from "./budget";
import { mailFailureKind } from "./failure-kind";
import { describeTransportFailure, isOutboxEnabled, pickTransport } from "./mailer";
import { transportOf } from "./settings";
import type { Mail, MailKind, MailTransport } from "./types";
import { newId } from "../lib/ids";

/**
 * The mail queue (docs/decisions/081-mail-queue.md): every mail is a row in
 * D1 before it is handed to a transport. Account mail is attempted at once by
 * the request that queues it; event mail by that request too (after the
 * answer) as far as the day's event share allows, and whatever is left — over
 * the share, over one request's reach, or refused by the transport — by the
 * hourly job, most urgent first. Nothing is lost when a transport fails: the
 * row waits for its next attempt.
 */

/** Lower goes first. Account mail never waits behind event mail (it has its own share too). */
export const MAIL_PRIORITY = {
  account: 0,
  signup: 1,
  contact: 2,
  /** A change of time or place, a cancellation: a member may otherwise come at the wrong time. */
  change: 10,
  reminder: 20,
  /** The reminder two hours before (decision 092): pointless within two hours, so before the day-before ones, which have a day. */
  reminderSoon: 18,
  /**
   * An announcement to all members (decision 085): after changes and
   * reminders, but before confirmations, so that the day's part the officer
   * was promised goes out that day (a confirmation tells what the event page
   * already shows; at worst it expires).
   */
  announcement: 25,
  /** Confirmations, a place from the waitlist, a removal. */
  rsvp: 30,
  /**
   * A change notice or reminder to a member who takes it by push too (decision
   * 127): the push told them already, so the mail is routine and goes last —
   * mail is spent first on the members only mail reaches.
   */
  alsoByPush: 35,
  /** What officers write to the people of one event (decision 085): often about tonight, so before reminders. */
  eventMessage: 15,
} as const;

/**
 * A mail to queue: without a dedupe key it is always new (codes, notices);
 * with one, queued at most once ever. (An officer's message queues its
 * members itself, each due on its day: features/mailings, decision 088.)
 */
export type QueueEntry = {
  mail: Mail;
  dedupeKey?: string;
  priority?: number;
  /**
   * The member a routine mail is about (a confirmation, a removal, a place):
   * queued only while fewer than `perDay` such mails were queued for them
   * since `since` (the UTC day's start) — the per-member daily cap.
   */
  cap?: { userId: string; perDay: number; since: number };
};

/**
 * The event mail that can wait: announcements, what members set off by using
 * the site (priority rsvp: confirmations, removals, places) and second copies
 * of what a push told already. Together they may not spend the part of the
 * event share kept for changes, reminders and what officers write to an
 * event's people (budget.ts EVENT_RESERVED_SHARE; decision 127 counted the
 * announcement in: with its own half beside the routine half, a day with an
 * announcement had no room left for the evening's reminders).
 */
export const isRoutine = (mail: { kind: MailKind; priority: number }) => mail.kind === "event" && mail.priority >= MAIL_PRIORITY.announcement;

/** What a spent budget is counted by in one run: the kind, and for event mail whether it is routine. */
const budgetClass = (row: QueuedMailRow) => `${row.kind}:${isRoutine(row)}`;

/** Attempts before a mail is failed for good; spread over about a day by RETRY_DELAYS_MS. */
export const MAX_ATTEMPTS = 6;
/** After the nth failed attempt, the next waits RETRY_DELAYS_MS[n - 1] (the last value after that). */
export const RETRY_DELAYS_MS = [5 * MINUTE, 15 * MINUTE, HOUR, 3 * HOUR, 8 * HOUR] as const;

export const retryDelay = (attempts: number) => RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length) - 1] ?? RETRY_DELAYS_MS[0];

/** Sent (and expired) mails stay this long in the queue, failed ones longer (the health page shows them); the daily clean-up prunes them. */
export const SENT_MAIL_RETENTION_MS = 7 * DAY;
export const FAILED_MAIL_RETENTION_MS = 30 * DAY;

/**
 * At most this many mails per run of the job or per request: a Worker on the
 * free plan may make 50 subrequests, and each mail through Resend is one.
 */
export const MAILS_PER_RUN = 40;

const defaultPriority = (kind: MailKind) => (kind === "event" ? MAIL_PRIORITY.rsvp : MAIL_PRIORITY[kind]);

type StoredMessage = Pick<Mail, "subject" | "text" | "html" | "replyTo" | "headers" | "attachments">;

/** `claimed`: the row is made already taken for its first attempt (the request sends it now), so no drain takes it meanwhile. */
function rowOf({ mail, dedupeKey, priority, cap }: QueueEntry, at: number, claimed: boolean) {
  const message: StoredMessage = {
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    replyTo: mail.replyTo,
    headers: mail.headers,
    attachments: mail.attachments,
  };
  return {
    dedupeKey: dedupeKey ?? `once:${newId()}`,
    kind: mail.kind,
    share: SHARE_OF[mail.kind],
    priority: priority ?? defaultPriority(mail.kind),
    toAddress: mail.to,
    message: JSON.stringify(message),
    attempts: claimed ? 1 : 0,
    nextAttemptAt: claimed ? at + retryDelay(1) : at,
    notAfter: mail.notAfter ?? null,
    createdAt: at,
    userId: cap?.userId ?? null,
  };
}

/**
 * A row's stored mail; a row without one (an officer's message) is written by
 * its LateMail. Either carries the row's idempotency key (decision 092).
 */
async function mailOf(row: QueuedMailRow, late: LateMail | undefined): Promise<Mail> {
  const idempotencyKey = await idempotencyKeyOf(row);
  if (row.message === null) {
    if (!late) throw new Error("a message's mail reached a sender that cannot write it");
    return { ...(await late.mailFor(row)), idempotencyKey };
  }
  const message = JSON.parse(row.message) as StoredMessage;
  return { ...message, to: row.toAddress, kind: row.kind, idempotencyKey };
}

/** Resend takes keys of up to 256 characters. */
const IDEMPOTENCY_KEY_MAX = 256;

/**
 * The row's dedupe key names what the mail tells and is unique in the queue
 * (`reminder:<event>:<start>:<member>`, `once:<uuid>`), so it names this mail
 * on every attempt; one too long for Resend goes as its SHA-256.
 */
export async function idempotencyKeyOf(row: Pick<QueuedMailRow, "dedupeKey">): Promise<string> {
  const key = `mail-queue/${row.dedupeKey}`;
  return key.length <= IDEMPOTENCY_KEY_MAX ? key : `mail-queue/sha256/${await sha256Hex(row.dedupeKey)}`;
}

/**
 * The mails queued without their message — an officer's message, one row per
 * member (decision 088) — are written when they are sent, so a message costs
 * its request the same for 6 members as for 600, and a run writes only what
 * it sends. What the writer needs for a run's rows is read once
 * (`LateMailWriter`, one round trip); `goes` says whether a row still goes
 * (the member may have turned its topic off, or left: the writer has then
 * taken it off the queue), and `mailFor` writes one row's mail, called only
 * once its share of the day's budget is spent on it.
 */
export type LateMail = { goes: (row: QueuedMailRow) => boolean; mailFor: (row: QueuedMailRow) => Promise<Mail> };
export type LateMailWriter = (rows: readonly QueuedMailRow[]) => Promise<LateMail>;

/** Reads what the rows without a message need, when there are any (a run with none pays nothing). */
async function lateMailFor(rows: readonly QueuedMailRow[], writer: LateMailWriter | undefined): Promise<LateMail | undefined> {
  const pending = rows.filter((row) => row.message === null);
  return pending.length > 0 && writer ? writer(pending) : undefined;
}

/** Whether a sender may take this row: a message's mail needs its writer's yes. */
const mayTake = (row: QueuedMailRow, late: LateMail | undefined) => row.message !== null || (late?.goes(row) ?? false);

/**
 * Queues mails in one batch; returns the rows made (a dedupe key queued
 * before makes none). The first `sendNow` entries are made taken for their
 * first attempt, which the caller then makes (sendClaimed): one round trip
 * for the queue, however many mails.
 */
export async function enqueueMails(db: Db, entries: readonly QueueEntry[], options: { at?: number; sendNow?: number } = {}): Promise<QueuedMailRow[]> {
  const [first, ...rest] = enqueueMailQueries(db, entries, options);
  if (!first) return [];
  const results = await db.batch([first, ...rest]);
  return results.flat();
}

/** The statements enqueueMails runs, for a caller that batches them with writes of its own (a message and its record). */
export function enqueueMailQueries(db: Db, entries: readonly QueueEntry[], options: { at?: number; sendNow?: number } = {}) {
  const at = options.at ?? now();
  return entries.map((entry, index) => {
    const row = rowOf(entry, at, index < (options.sendNow ?? 0));
    return entry.cap ? enqueueCappedMailQuery(db, row, entry.cap.perDay, entry.cap.since) : enqueueMailQuery(db, row);
  });
}

/** What one attempt at a row came to: `taken` when another drain had it, `held` when its share is spent today. */
export type AttemptOutcome = "sent" | "failed" | "held" | "taken";

/** Resend's free API takes two requests a second; the local outbox needs no pause. */
const PAUSE_BETWEEN_MAILS_MS = 600;

type Sender = { db: Db; budget: number | null; transport: MailTransport; transportName: string; pauseMs: number; late: LateMail | undefined };

const senderFor = (env: Bindings, db: Db, late?: LateMail): Sender => ({
  db,
  budget: dailyBudget(env),
  transport: pickTransport(env, db),
  transportName: transportOf(env),
  pauseMs: isOutboxEnabled(env) ? 0 : PAUSE_BETWEEN_MAILS_MS,
  late,
});

async function attempt(sender: Sender, row: QueuedMailRow, at: number): Promise<AttemptOutcome> {
  const [claimed] = await claimMailQuery(sender.db, row.id, at, at + retryDelay(row.attempts + 1)).all();
  if (!claimed) return "taken";
  return (await deliver(sender, { ...row, attempts: claimed.attempts }, row.nextAttemptAt)).outcome;
}

/**
 * One attempt at a row already taken for it (`row.attempts` counts it):
 * spends its share of the day's budget, hands it to the transport and
 * records how it went. Over the share, the claim is given back (due again at
 * `dueAt`, the attempt not counted) and the mail waits for the next day's share.
 */
async function deliver(
  { db, budget, transport, transportName, late }: Sender,
  row: QueuedMailRow,
  dueAt: number,
): Promise<{ outcome: AttemptOutcome; reason?: string }> {
  if (budget !== null && !(await spendMailBudget(db, budget, row.kind, isRoutine(row)))) {
    await releaseClaimQuery(db, row.id, dueAt).run();
    return { outcome: "held" };
  }
  try {
    await transport(await mailOf(row, late));
  } catch (error) {
    const reason = describeTransportFailure(error);
    const final = row.attempts >= MAX_ATTEMPTS;
    console.error(`e-mail transport failed: ${reason} (attempt ${row.attempts} of ${MAX_ATTEMPTS}${final ? ", giving up" : ""})`);
    // The kind of failure is kept for the setup and health pages (decision 107); the sentence stays with the row.
    const at = now();
    await db.batch([
      markAttemptFailedQuery(db, row.id, at, reason, final),
      recordMailFailureQuery(db, { kind: mailFailureKind(reason, transportName), transport: transportName, at, mailId: row.id }),
    ]);
    return { outcome: "failed", reason };
  }
  await markSentQuery(db, row.id, now()).run();
  return { outcome: "sent" };
}

/**
 * Sends rows enqueueMails made taken (`sendNow`), one after another: what
 * each came to. Once a kind's share is spent, the rest of that kind are given
 * back to wait for the next day's share. `writeLate` writes a message's mails
 * (decision 088); a row it says no longer goes is left as it left it.
 */
export async function sendClaimed(
  env: Bindings,
  db: Db,
  claimed: readonly QueuedMailRow[],
  writeLate?: LateMailWriter,
): Promise<{ outcome: AttemptOutcome; reason?: string }[]> {
  const late = await lateMailFor(claimed, writeLate);
  const rows = claimed.filter((row) => mayTake(row, late));
  const sender = senderFor(env, db, late);
  const spent = new Set<string>();
  const outcomes: { outcome: AttemptOutcome; reason?: string }[] = [];
  for (const [index, row] of rows.entries()) {
    if (spent.has(budgetClass(row))) {
      await releaseClaimQuery(db, row.id, row.createdAt).run();
      outcomes.push({ outcome: "held" });
      continue;
    }
    if (index > 0 && sender.pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, sender.pauseMs));
    const result = await deliver(sender, row, row.createdAt);
    if (result.outcome === "held") spent.add(budgetClass(row));
    outcomes.push(result);
  }
  return outcomes;
}

export type DrainReport = { sent: number; failed: number; held: number; expired: number };

/**
 * Sends the queued mails that are due, most urgent first, at most `limit`
 * (the hourly job). Once a kind's share is spent, its other mails wait for
 * the next day's; the other share's mails still go. `writeLate` writes an
 * officer's message's mails as they go (decision 088).
 */
export async function drainMailQueue(env: Bindings, db: Db, options: { limit?: number; writeLate?: LateMailWriter } = {}): Promise<DrainReport> {
  const at = now();
  const report: DrainReport = { sent: 0, failed: 0, held: 0, expired: 0 };
  const [expired, due] = await db.batch([expireStaleQuery(db, at), dueMailsQuery(db, at, options.limit ?? MAILS_PER_RUN)]);
  report.expired = expired.length;
  const late = await lateMailFor(due, options.writeLate);
  const sender = senderFor(env, db, late);
  const spent = new Set<string>();
  let handed = 0;
  for (const row of due.filter((one) => mayTake(one, late))) {
    if (spent.has(budgetClass(row))) {
      report.held += 1;
      continue;
    }
    if (handed > 0 && sender.pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, sender.pauseMs));
    const outcome = await attempt(sender, row, at);
    if (outcome === "held") spent.add(budgetClass(row));
    if (outcome !== "taken") report[outcome] += 1;
    if (outcome === "sent" || outcome === "failed") handed += 1;
  }
  return report;
}
