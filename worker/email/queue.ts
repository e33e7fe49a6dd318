import type { Bindings, Db } from "../env";
import {
  claimMailQuery,
  dueMailsQuery,
  enqueueMailQuery,
  expireStaleQuery,
  markAttemptFailedQuery,
  markSentQuery,
  releaseClaimQuery,
  type QueuedMailRow,
} from "../db/mail-queue";
import { HOUR, MINUTE, now } from "../lib/clock";
import { dailyBudget, SHARE_OF, spendMailBudget } from "./budget";
import { describeTransportFailure, isOutboxEnabled, pickTransport } from "./mailer";
import type { Mail, MailKind, MailTransport } from "./types";

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
  /** Confirmations, a place from the waitlist, a removal. */
  rsvp: 30,
  announcement: 40,
} as const;

/** A mail to queue: without a dedupe key it is always new (codes, notices); with one, queued at most once ever. */
export type QueueEntry = { mail: Mail; dedupeKey?: string; priority?: number };

/** Attempts before a mail is failed for good; spread over about a day by RETRY_DELAYS_MS. */
export const MAX_ATTEMPTS = 6;
/** After the nth failed attempt, the next waits RETRY_DELAYS_MS[n - 1] (the last value after that). */
export const RETRY_DELAYS_MS = [5 * MINUTE, 15 * MINUTE, HOUR, 3 * HOUR, 8 * HOUR] as const;

export const retryDelay = (attempts: number) => RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length) - 1] ?? RETRY_DELAYS_MS[0];

/**
 * At most this many mails per run of the job or per request: a Worker on the
 * free plan may make 50 subrequests, and each mail through Resend is one.
 */
export const MAILS_PER_RUN = 40;

const defaultPriority = (kind: MailKind) => (kind === "event" ? MAIL_PRIORITY.rsvp : MAIL_PRIORITY[kind]);

type StoredMessage = Pick<Mail, "subject" | "text" | "html" | "replyTo" | "headers" | "attachments">;

function rowOf({ mail, dedupeKey, priority }: QueueEntry, at: number) {
  const message: StoredMessage = {
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    replyTo: mail.replyTo,
    headers: mail.headers,
    attachments: mail.attachments,
  };
  return {
    dedupeKey: dedupeKey ?? `once:${crypto.randomUUID()}`,
    kind: mail.kind,
    share: SHARE_OF[mail.kind],
    priority: priority ?? defaultPriority(mail.kind),
    toAddress: mail.to,
    message: JSON.stringify(message),
    nextAttemptAt: at,
    notAfter: mail.notAfter ?? null,
    createdAt: at,
  };
}

function mailOf(row: QueuedMailRow): Mail {
  const message = JSON.parse(row.message) as StoredMessage;
  return { ...message, to: row.toAddress, kind: row.kind };
}

/** Queues mails in one batch; returns the ids of the rows made (a dedupe key queued before makes none). */
export async function enqueueMails(db: Db, entries: readonly QueueEntry[], at = now()): Promise<number[]> {
  const [first, ...rest] = entries.map((entry) => enqueueMailQuery(db, rowOf(entry, at)));
  if (!first) return [];
  const results = await db.batch([first, ...rest]);
  return results.flatMap((rows) => rows.map((row) => row.id));
}

/** What one attempt at a row came to: `taken` when another drain had it, `held` when its share is spent today. */
export type AttemptOutcome = "sent" | "failed" | "held" | "taken";

/** Resend's free API takes two requests a second; the local outbox needs no pause. */
const PAUSE_BETWEEN_MAILS_MS = 600;

type Sender = { db: Db; budget: number | null; transport: MailTransport; pauseMs: number };

const senderFor = (env: Bindings, db: Db): Sender => ({
  db,
  budget: dailyBudget(env),
  transport: pickTransport(env, db),
  pauseMs: isOutboxEnabled(env) ? 0 : PAUSE_BETWEEN_MAILS_MS,
});

async function attempt(sender: Sender, row: QueuedMailRow, at: number): Promise<AttemptOutcome> {
  return (await attemptWithReason(sender, row, at)).outcome;
}

async function attemptWithReason({ db, budget, transport }: Sender, row: QueuedMailRow, at: number): Promise<{ outcome: AttemptOutcome; reason?: string }> {
  const [claimed] = await claimMailQuery(db, row.id, at, at + retryDelay(row.attempts + 1)).all();
  if (!claimed) return { outcome: "taken" };
  if (budget !== null && !(await spendMailBudget(db, budget, row.kind))) {
    await releaseClaimQuery(db, row.id, row.nextAttemptAt).run();
    return { outcome: "held" };
  }
  try {
    await transport(mailOf(row));
  } catch (error) {
    const reason = describeTransportFailure(error);
    const final = claimed.attempts >= MAX_ATTEMPTS;
    console.error(`e-mail transport failed (attempt ${claimed.attempts} of ${MAX_ATTEMPTS}${final ? ", giving up" : ""}): ${reason}`);
    await markAttemptFailedQuery(db, row.id, now(), reason, final).run();
    return { outcome: "failed", reason };
  }
  await markSentQuery(db, row.id, now()).run();
  return { outcome: "sent" };
}

export type DrainReport = { sent: number; failed: number; held: number; expired: number };

/**
 * Sends the queued mails that are due, most urgent first, at most `limit`:
 * all of them (the hourly job) or only `ids` (a request sending what it just
 * queued). Once a kind's share is spent, its other mails wait for the next
 * day's; the other share's mails still go.
 */
export async function drainMailQueue(env: Bindings, db: Db, options: { ids?: readonly number[]; limit?: number } = {}): Promise<DrainReport> {
  const at = now();
  const report: DrainReport = { sent: 0, failed: 0, held: 0, expired: 0 };
  if (options.ids?.length === 0) return report;
  const [expired, due] = await db.batch([expireStaleQuery(db, at), dueMailsQuery(db, at, options.limit ?? MAILS_PER_RUN, options.ids)]);
  report.expired = expired.length;
  const sender = senderFor(env, db);
  const spent = new Set<MailKind>();
  let handed = 0;
  for (const row of due) {
    if (spent.has(row.kind)) {
      report.held += 1;
      continue;
    }
    if (handed > 0 && sender.pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, sender.pauseMs));
    const outcome = await attempt(sender, row, at);
    if (outcome === "held") spent.add(row.kind);
    if (outcome !== "taken") report[outcome] += 1;
    if (outcome === "sent" || outcome === "failed") handed += 1;
  }
  return report;
}

/** Sends one queued mail now (a request's account mail): how it went, and the transport's words when it failed. */
export async function sendQueuedNow(env: Bindings, db: Db, id: number): Promise<{ outcome: AttemptOutcome; reason?: string }> {
  const at = now();
  const [row] = await dueMailsQuery(db, at, 1, [id]).all();
  if (!row) return { outcome: "taken" };
  return attemptWithReason(senderFor(env, db), row, at);
}
