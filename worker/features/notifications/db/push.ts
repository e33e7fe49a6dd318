import { and, asc, count, eq, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import type { MailTopic } from "../../../../src/shared/notifications";
import { PUSH_REPLACES_MAIL } from "../../../../src/shared/push";
import type { Db } from "../../../db/client";
import { pushQueue, pushSubscriptions, pushTopics } from "./tables";

/** The devices, topics and queued pushes of Web Push (migrations/0045_push.sql, decision 115). */

const column = (userId: SQL | string) => (typeof userId === "string" ? sql.raw(userId) : userId);

/** True when the member (`userId`: the column naming them) takes `topic` by push and has a device to take it on. */
export function takesPush(userId: SQL | string, topic: MailTopic): SQL {
  return sql`EXISTS (SELECT 1 FROM push_topics pt WHERE pt.user_id = ${column(userId)} AND pt.topic = ${topic}
    AND EXISTS (SELECT 1 FROM push_subscriptions ps WHERE ps.user_id = pt.user_id))`;
}

/**
 * True unless push replaces this topic's mail for the member: they take it by
 * push on a device and did not ask for the mail too (decision 115). Always
 * true for the topics whose mail push never replaces.
 */
export function mailNotReplacedByPush(userId: SQL | string, topic: MailTopic): SQL {
  if (!PUSH_REPLACES_MAIL.includes(topic)) return sql`1`;
  return sql`NOT EXISTS (SELECT 1 FROM push_topics pt WHERE pt.user_id = ${column(userId)} AND pt.topic = ${topic} AND pt.mail_too = 0
    AND EXISTS (SELECT 1 FROM push_subscriptions ps WHERE ps.user_id = pt.user_id))`;
}

export function pushTopicsOfUserQuery(db: Db, userId: string) {
  return db.select({ topic: pushTopics.topic, mailToo: pushTopics.mailToo }).from(pushTopics).where(eq(pushTopics.userId, userId));
}

export function devicesOfUserQuery(db: Db, userId: string) {
  return db
    .select({ id: pushSubscriptions.id, label: pushSubscriptions.label, createdAt: pushSubscriptions.createdAt, lastSentAt: pushSubscriptions.lastSentAt })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.id));
}

export function deviceCountQuery(db: Db, userId: string) {
  return db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

/** Takes push of `topic` (again: keeps its mail_too). */
export function pushOnQuery(db: Db, userId: string, topic: MailTopic, at: number) {
  return db.insert(pushTopics).values({ userId, topic, createdAt: at }).onConflictDoNothing();
}

export function pushOffQuery(db: Db, userId: string, topic: MailTopic) {
  return db.delete(pushTopics).where(and(eq(pushTopics.userId, userId), eq(pushTopics.topic, topic)));
}

/** Whether the member wants the mail of a topic push replaces, besides the push. */
export function setMailTooQuery(db: Db, userId: string, topic: MailTopic, mailToo: boolean) {
  return db
    .update(pushTopics)
    .set({ mailToo })
    .where(and(eq(pushTopics.userId, userId), eq(pushTopics.topic, topic)));
}

/** Every topic by push, for a member's first device when they had chosen none (one statement). */
export function allTopicsOnIfNoneQuery(db: Db, userId: string, topics: readonly MailTopic[], at: number) {
  const rows = sql.join(
    topics.map((topic) => sql`SELECT ${userId}, ${topic}, 0, ${at}`),
    sql` UNION ALL `,
  );
  return db
    .insert(pushTopics)
    .select(
      // The columns in the table's order (the id is SQLite's).
      sql`SELECT NULL, * FROM (${rows}) WHERE NOT EXISTS (SELECT 1 FROM push_topics WHERE user_id = ${userId})`,
    )
    .onConflictDoNothing();
}

/**
 * A device's subscription, for the signed-in member: an endpoint seen before
 * (the same browser subscribing again, perhaps for another account) takes the
 * new keys and owner. Returns the row.
 */
export function upsertDeviceQuery(db: Db, row: { userId: string; endpoint: string; p256dh: string; auth: string; label: string; createdAt: number }) {
  return db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth, label: row.label },
    })
    .returning({ id: pushSubscriptions.id, label: pushSubscriptions.label, createdAt: pushSubscriptions.createdAt, lastSentAt: pushSubscriptions.lastSentAt });
}

export function deviceByEndpointQuery(db: Db, endpoint: string) {
  return db.select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId }).from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

/** Removes one of the member's devices (its queued pushes go with it). */
export function deleteDeviceQuery(db: Db, userId: string, id: number) {
  return db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
}

/** A subscription its push service says is gone (404, 410). */
export function deleteGoneDeviceQuery(db: Db, id: number) {
  return db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/**
 * Queues one push per device of each member who takes `topic` by push, among
 * `recipients` (SQL giving a `user_id` column), keyed `<key>:<device>` so a
 * run again queues nothing twice. Returns the rows made.
 */
export function enqueuePushQuery(
  db: Db,
  entry: { key: string; topic: MailTopic; recipients: SQL; payload: string; urgency: "low" | "normal" | "high"; notAfter: number | null; at: number },
) {
  return db
    .insert(pushQueue)
    .select(
      // The columns in the table's order (the id is SQLite's; not yet sent, no status).
      sql`SELECT NULL, ${entry.key} || ':' || ps.id, ps.id, ${entry.payload}, ${entry.urgency}, 'queued', 0, ${entry.at}, ${entry.notAfter}, NULL, ${entry.at}, NULL
          FROM push_subscriptions ps JOIN push_topics pt ON pt.user_id = ps.user_id AND pt.topic = ${entry.topic}
          WHERE ps.user_id IN (${entry.recipients})`,
    )
    .onConflictDoNothing({ target: pushQueue.dedupeKey })
    .returning({ id: pushQueue.id });
}

/** A queued push with its device, as the sender needs it. */
export type DuePush = {
  id: number;
  subscriptionId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  payload: string;
  urgency: "low" | "normal" | "high";
  attempts: number;
  notAfter: number | null;
};

/** Marks the pushes past their `not_after` expired (payload cleared). */
export function expireStalePushesQuery(db: Db, at: number) {
  return db
    .update(pushQueue)
    .set({ state: "expired", payload: null })
    .where(and(eq(pushQueue.state, "queued"), lte(pushQueue.notAfter, at)))
    .returning({ id: pushQueue.id });
}

/** The queued pushes that are due (all of them, or only `ids`), oldest first, at most `limit`. */
export function duePushesQuery(db: Db, at: number, limit: number, ids?: readonly number[]) {
  return db
    .select({
      id: pushQueue.id,
      subscriptionId: pushQueue.subscriptionId,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      payload: sql<string>`${pushQueue.payload}`,
      urgency: pushQueue.urgency,
      attempts: pushQueue.attempts,
      notAfter: pushQueue.notAfter,
    })
    .from(pushQueue)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushQueue.subscriptionId))
    .where(
      and(
        eq(pushQueue.state, "queued"),
        lte(pushQueue.nextAttemptAt, at),
        or(sql`${pushQueue.notAfter} IS NULL`, sql`${pushQueue.notAfter} > ${at}`),
        ids ? inArray(pushQueue.id, [...ids]) : undefined,
      ),
    )
    .orderBy(asc(pushQueue.nextAttemptAt), asc(pushQueue.id))
    .limit(limit);
}

/** Takes a due push for one attempt (none when another run took it): counts the attempt, moves its next one on. */
export function claimPushQuery(db: Db, id: number, at: number, retryAt: number) {
  return db
    .update(pushQueue)
    .set({ attempts: sql`${pushQueue.attempts} + 1`, nextAttemptAt: retryAt })
    .where(and(eq(pushQueue.id, id), eq(pushQueue.state, "queued"), lte(pushQueue.nextAttemptAt, at)))
    .returning({ id: pushQueue.id });
}

/** The push was taken by the push service (payload cleared), and its device's last push noted. */
export function markPushSentQueries(db: Db, push: Pick<DuePush, "id" | "subscriptionId">, status: number, at: number) {
  return [
    db.update(pushQueue).set({ state: "sent", payload: null, sentAt: at, lastStatus: status }).where(eq(pushQueue.id, push.id)),
    db.update(pushSubscriptions).set({ lastSentAt: at }).where(eq(pushSubscriptions.id, push.subscriptionId)),
  ] as const;
}

/** A refused push: tried again later, or failed for good (payload cleared). */
export function markPushFailedQuery(db: Db, id: number, status: number, final: boolean) {
  return db
    .update(pushQueue)
    .set(final ? { state: "failed", payload: null, lastStatus: status } : { lastStatus: status })
    .where(eq(pushQueue.id, id));
}

/** The daily clean-up: pushes handed over, failed or expired before `before`. */
export function purgePushQueueQuery(db: Db, before: number) {
  return db.delete(pushQueue).where(and(sql`${pushQueue.state} <> 'queued'`, lte(pushQueue.createdAt, before)));
}
