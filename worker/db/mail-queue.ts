import { and, asc, eq, gte, inArray, isNotNull, lt, lte, sql } from "drizzle-orm";
import type { Db } from "./client";
import { DAY } from "../lib/clock";
import { lastMailFailure, mailQueue } from "./schema";

/**
 * The mail queue's queries (migrations/0020_mail_queue.sql, decision 081).
 * Every state change is one conditional statement, so two drains running at
 * once (the hourly job and a request) never both take the same row.
 */

export type NewQueuedMail = typeof mailQueue.$inferInsert;
export type QueuedMailRow = typeof mailQueue.$inferSelect;

/**
 * A mail that reached a terminal state (sent, failed for good, expired) keeps
 * no readable body: its message is scrubbed in the very statement that
 * records the state (an outside review read a password-reset link from a
 * sent row and used it; decision 124). The row keeps its address, kind, key
 * and times for the health page, de-duplication and the figures.
 */
const scrubbedMessage = sql<string | null>`CASE WHEN ${mailQueue.message} IS NULL THEN NULL ELSE '' END`;

/** Queues one mail; a dedupe key already queued (sent or not) is left alone. Returns the new row, if one was made. */
export function enqueueMailQuery(db: Db, row: NewQueuedMail) {
  return db.insert(mailQueue).values(row).onConflictDoNothing({ target: mailQueue.dedupeKey }).returning();
}

/**
 * Queues one mail about a member (`row.userId`) only while fewer than
 * `perDay` mails of its priority were queued for them since `since` — the
 * per-member daily cap (decision 120), checked in the INSERT itself so that
 * parallel requests cannot pass it. A dedupe key queued before is left alone.
 */
export function enqueueCappedMailQuery(db: Db, row: NewQueuedMail, perDay: number, since: number) {
  const v = (value: unknown) => sql`${value ?? null}`;
  return db
    .insert(mailQueue)
    .select(
      sql`SELECT NULL, ${v(row.dedupeKey)}, ${v(row.kind)}, ${v(row.share)}, ${v(row.priority)}, ${v(row.toAddress)}, ${v(row.message)}, 'queued', ${v(row.attempts ?? 0)}, ${v(row.nextAttemptAt)}, ${v(row.notAfter)}, NULL, ${v(row.createdAt)}, NULL, NULL, NULL, ${v(row.userId)}
        WHERE (SELECT COUNT(*) FROM mail_queue q WHERE q.user_id = ${v(row.userId)} AND q.created_at >= ${since} AND q.priority = ${v(row.priority)} AND q.mailing_id IS NULL) < ${perDay}`,
    )
    .onConflictDoNothing({ target: mailQueue.dedupeKey })
    .returning();
}

/** Marks queued mails whose moment has passed (a reminder once the event started) as expired. */
export function expireStaleQuery(db: Db, at: number) {
  return db
    .update(mailQueue)
    .set({ state: "expired", failedAt: at, message: scrubbedMessage })
    .where(and(eq(mailQueue.state, "queued"), isNotNull(mailQueue.notAfter), lte(mailQueue.notAfter, at)))
    .returning({ id: mailQueue.id });
}

/** The queued mails due now, most urgent first. */
export function dueMailsQuery(db: Db, at: number, limit: number) {
  const due = and(eq(mailQueue.state, "queued"), lte(mailQueue.nextAttemptAt, at));
  return db.select().from(mailQueue).where(due).orderBy(asc(mailQueue.priority), asc(mailQueue.nextAttemptAt), asc(mailQueue.id)).limit(limit);
}

/**
 * Takes a due row for one attempt: counts the attempt and moves its next
 * attempt to `retryAt`, so a run that dies while sending leaves it to be
 * tried again then, never lost. No row: another drain took it first.
 */
export function claimMailQuery(db: Db, id: number, at: number, retryAt: number) {
  return db
    .update(mailQueue)
    .set({ attempts: sql`${mailQueue.attempts} + 1`, nextAttemptAt: retryAt })
    .where(and(eq(mailQueue.id, id), eq(mailQueue.state, "queued"), lte(mailQueue.nextAttemptAt, at)))
    .returning({ attempts: mailQueue.attempts });
}

/** Gives back a claim that did not become an attempt (the day's share was spent): due again at once, attempt not counted. */
export function releaseClaimQuery(db: Db, id: number, dueAt: number) {
  return db
    .update(mailQueue)
    .set({ attempts: sql`${mailQueue.attempts} - 1`, nextAttemptAt: dueAt })
    .where(and(eq(mailQueue.id, id), eq(mailQueue.state, "queued")));
}

export function markSentQuery(db: Db, id: number, at: number) {
  return db.update(mailQueue).set({ state: "sent", sentAt: at, lastError: null, message: scrubbedMessage }).where(eq(mailQueue.id, id));
}

/** A failed attempt: the row stays queued until its next attempt, or is failed for good after the last. */
export function markAttemptFailedQuery(db: Db, id: number, at: number, error: string, final: boolean) {
  return db
    .update(mailQueue)
    .set(final ? { state: "failed", failedAt: at, lastError: error, message: scrubbedMessage } : { lastError: error })
    .where(eq(mailQueue.id, id));
}

/** Sent and expired rows older than `before`, and failed ones older than `failedBefore` (kept longer, for the health page). */
export function pruneMailQueueQueries(db: Db, before: number, failedBefore: number) {
  return [
    db.delete(mailQueue).where(and(inArray(mailQueue.state, ["sent", "expired"]), lt(mailQueue.createdAt, before))),
    db.delete(mailQueue).where(and(eq(mailQueue.state, "failed"), lt(mailQueue.createdAt, failedBefore))),
  ] as const;
}

/** For the health page: mails waiting (and how many of them are due), failed for good, and the oldest waiting one. */
export async function mailQueueCounts(db: Db) {
  const row = await db
    .select({
      waiting: sql<number>`COALESCE(SUM(CASE WHEN ${mailQueue.state} = 'queued' THEN 1 ELSE 0 END), 0)`,
      retrying: sql<number>`COALESCE(SUM(CASE WHEN ${mailQueue.state} = 'queued' AND ${mailQueue.attempts} > 0 THEN 1 ELSE 0 END), 0)`,
      failed: sql<number>`COALESCE(SUM(CASE WHEN ${mailQueue.state} = 'failed' THEN 1 ELSE 0 END), 0)`,
      oldestWaiting: sql<number | null>`MIN(CASE WHEN ${mailQueue.state} = 'queued' THEN ${mailQueue.createdAt} END)`,
      lastError: sql<
        string | null
      >`(SELECT q.last_error FROM mail_queue q WHERE q.last_error IS NOT NULL AND q.state IN ('queued', 'failed') ORDER BY q.id DESC LIMIT 1)`,
    })
    .from(mailQueue)
    .where(inArray(mailQueue.state, ["queued", "failed"]))
    .get();
  return {
    waiting: Number(row?.waiting ?? 0),
    retrying: Number(row?.retrying ?? 0),
    failed: Number(row?.failed ?? 0),
    oldestWaiting: row?.oldestWaiting ?? null,
    lastError: row?.lastError ?? null,
  };
}

/**
 * Event mail already promised to each UTC day from `dayStart` (today's
 * start) that goes before, or with, a mail of `priority`: the queued rows by
 * the day they are due (an overdue row counts for today), and how many of
 * them have that very priority. What a new message's plan must leave room
 * for (decision 088).
 */
export function eventMailAheadByDayQuery(db: Db, dayStart: number, priority: number) {
  // CAST: a bound number may arrive as REAL, and the day is a whole number.
  const day = sql<number>`CAST((MAX(${mailQueue.nextAttemptAt}, ${dayStart}) - ${dayStart}) / ${DAY} AS INTEGER)`;
  return db
    .select({
      day,
      ahead: sql<number>`COUNT(*)`,
      same: sql<number>`COALESCE(SUM(CASE WHEN ${mailQueue.priority} = ${priority} THEN 1 ELSE 0 END), 0)`,
    })
    .from(mailQueue)
    .where(and(eq(mailQueue.state, "queued"), eq(mailQueue.share, "event"), lte(mailQueue.priority, priority)))
    .groupBy(day);
}

/** How many event mails of this priority went out on the UTC day from `dayStart`. */
export function eventMailSentSinceQuery(db: Db, dayStart: number, priority: number) {
  return db
    .select({ count: sql<number>`COUNT(*)` })
    .from(mailQueue)
    .where(
      and(
        eq(mailQueue.state, "sent"),
        eq(mailQueue.share, "event"),
        eq(mailQueue.priority, priority),
        gte(mailQueue.sentAt, dayStart),
        lt(mailQueue.sentAt, dayStart + DAY),
      ),
    );
}

/** Keeps the kind of the latest transport failure (one row, replaced): decision 107. */
export function recordMailFailureQuery(db: Db, failure: { kind: string; transport: string; at: number; mailId: number }) {
  const values = { kind: failure.kind, transport: failure.transport, failedAt: failure.at, mailId: failure.mailId };
  return db
    .insert(lastMailFailure)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: lastMailFailure.id, set: values });
}

/**
 * The latest transport failure, and whether a mail has gone out since (then it is history): one queued
 * after it, or the failed one itself on a later attempt. By the queue's order, not the clock's.
 * Null when none was kept.
 */
export async function readLastMailFailure(db: Db): Promise<{ kind: string; transport: string; failedAt: number; sentSince: boolean } | null> {
  // Written out, so each column names its table (mail_queue has a failed_at of its own).
  const row = await db.get<{ kind: string; transport: string; failedAt: number; sentSince: number } | undefined>(sql`
    SELECT f.kind, f.transport, f.failed_at AS failedAt,
           EXISTS (SELECT 1 FROM mail_queue q WHERE q.state = 'sent' AND q.id >= f.mail_id) AS sentSince
    FROM last_mail_failure f WHERE f.id = 1`);
  return row ? { ...row, sentSince: Boolean(row.sentSince) } : null;
}
