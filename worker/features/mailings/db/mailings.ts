import { and, desc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { MailingAudience } from "../../../../src/shared/mailings";
import type { Db } from "../../../db/client";
import { events, mailQueue, users } from "../../../db/schema";
import { mailings, type MailingRow } from "./tables";
import { wantsMail } from "../../notifications/db/mail-opt-outs";
import { takesPush } from "../../notifications/db/push";

/** How many sent messages the officers' list shows (newest first). */
export const MAILINGS_LISTED = 30;

/** A member of the chapter: a recruiter's (sponsor-only) account is not one (src/shared/roles.ts). */
const isChapterMember = sql`((',' || ${users.roles} || ',') LIKE '%,member,%' OR (',' || ${users.roles} || ',') LIKE '%,officer,%' OR (',' || ${users.roles} || ',') LIKE '%,admin,%')`;

/**
 * Who a message reaches, in the order their mails go: for an event audience,
 * the members going, waiting or checked in who take mails about their
 * events (the "changes" topic), by RSVP; for an announcement, every member
 * who takes announcements. Columns `user_id`, `email` and `n` (1, 2, … in
 * that order), for the INSERT … SELECT that queues the mails.
 */
function recipientsSource(audience: MailingAudience, eventId: string): SQL {
  if (audience === "members") {
    return sql`SELECT users.id AS user_id, users.email AS email, ROW_NUMBER() OVER (ORDER BY users.id) AS n
      FROM users WHERE ${isChapterMember} AND ${wantsMail("users.id", "announcements")}`;
  }
  const which = audience === "checked-in" ? sql`event_rsvps.attended_at IS NOT NULL` : sql`event_rsvps.status = ${audience}`;
  return sql`SELECT users.id AS user_id, users.email AS email, ROW_NUMBER() OVER (ORDER BY event_rsvps.id) AS n
    FROM event_rsvps JOIN users ON users.id = event_rsvps.user_id
    WHERE event_rsvps.event_id = ${eventId} AND ${which} AND ${wantsMail("users.id", "changes")}`;
}

/**
 * Everyone a message is about, whatever their mail choices: the members it
 * is pushed to are those of them who take its topic by push (decision 115).
 * Column `user_id`.
 */
export function audienceMembersSource(audience: MailingAudience, eventId: string): SQL {
  if (audience === "members") return sql`SELECT users.id AS user_id FROM users WHERE ${isChapterMember}`;
  const which = audience === "checked-in" ? sql`event_rsvps.attended_at IS NOT NULL` : sql`event_rsvps.status = ${audience}`;
  return sql`SELECT event_rsvps.user_id AS user_id FROM event_rsvps WHERE event_rsvps.event_id = ${eventId} AND ${which}`;
}

/** How many of them take the message's topic by push on a device. */
export async function pushRecipientCount(db: Db, audience: MailingAudience, eventId: string): Promise<number> {
  const topic = audience === "members" ? "announcements" : "changes";
  const row = await db.get<{ count: number } | undefined>(
    sql`SELECT COUNT(*) AS count FROM (${audienceMembersSource(audience, eventId)}) a WHERE ${takesPush("a.user_id", topic)}`,
  );
  return Number(row?.count ?? 0);
}

/** How many a message would reach (the plan's count; no row per member reaches the Worker). */
export async function recipientCount(db: Db, audience: MailingAudience, eventId: string): Promise<number> {
  const row = await db.get<{ count: number } | undefined>(sql`SELECT COUNT(*) AS count FROM (${recipientsSource(audience, eventId)})`);
  return Number(row?.count ?? 0);
}

export const insertMailingQuery = (db: Db, row: MailingRow) => db.insert(mailings).values(row);

/** The dedupe keys of a message's mails (`mailing:<id>:<member>`): one range of the queue's unique index. */
export const mailingKeyPrefix = (id: string) => `mailing:${id}:`;

/** The range of the queue's unique index holding a message's mails. */
function mailingKeys(id: string) {
  const prefix = mailingKeyPrefix(id);
  // ';' follows ':' in ASCII: every key with the prefix lies in [prefix, prefix with ';').
  return and(gte(mailQueue.dedupeKey, prefix), lt(mailQueue.dedupeKey, `${prefix.slice(0, -1)};`));
}

/**
 * When each part of a message goes: `[last, dueAt]` pairs in order — the
 * recipients numbered up to `last` (and past the one before) are due at
 * `dueAt`.
 */
export type MailingSchedule = readonly (readonly [last: number, dueAt: number])[];

/**
 * Queues one mail per recipient in one statement that carries only the
 * recipient and the message (decision 088): no message is stored per row,
 * the drain writes each mail when it sends it. Each row is due when the
 * schedule says (one bound JSON value, however many days it spans).
 */
export function enqueueMessageMailsQuery(
  db: Db,
  message: { id: string; audience: MailingAudience; eventId: string; priority: number; at: number; schedule: MailingSchedule },
) {
  const { id, at, priority } = message;
  const schedule = JSON.stringify(message.schedule);
  // A member who joined after the plan counted goes with its last part.
  const lastDue = message.schedule.at(-1)?.[1] ?? at;
  // Every column of mail_queue, in the table's order (worker/db/schema.ts), as drizzle's INSERT … SELECT names them.
  return db.insert(mailQueue).select(
    sql`SELECT NULL, ${mailingKeyPrefix(id)} || r.user_id, 'event', 'event', ${priority}, r.email, NULL, 'queued', 0,
      COALESCE((SELECT CAST(json_extract(s.value, '$[1]') AS INTEGER) FROM json_each(${schedule}) s WHERE json_extract(s.value, '$[0]') >= r.n ORDER BY s.key LIMIT 1), ${lastDue}),
      NULL, NULL, ${at}, NULL, NULL, ${id}, r.user_id
    FROM (${recipientsSource(message.audience, message.eventId)}) r`,
  );
}

/** Records how many mails a message queued (in the batch that queues them), and returns it. */
export function countQueuedQuery(db: Db, id: string) {
  return db
    .update(mailings)
    .set({ recipients: sql`(SELECT COUNT(*) FROM mail_queue WHERE ${mailingKeys(id)})` })
    .where(eq(mailings.id, id))
    .returning({ recipients: mailings.recipients });
}

/**
 * Takes a message's first `count` due mails for their first attempt (as
 * enqueueMails' `sendNow` does), so the request sends them after its answer
 * and no drain takes them meanwhile.
 */
export function claimFirstMailsQuery(db: Db, id: string, count: number, at: number, retryAt: number) {
  const first = db
    .select({ id: mailQueue.id })
    .from(mailQueue)
    .where(and(mailingKeys(id), eq(mailQueue.state, "queued"), sql`${mailQueue.nextAttemptAt} <= ${at}`))
    .orderBy(mailQueue.id)
    .limit(count);
  return db
    .update(mailQueue)
    .set({ attempts: sql`${mailQueue.attempts} + 1`, nextAttemptAt: retryAt })
    .where(inArray(mailQueue.id, first))
    .returning();
}

export const recentMailingsQuery = (db: Db) => db.select().from(mailings).orderBy(desc(mailings.createdAt)).limit(MAILINGS_LISTED);

/** How many of a message's mails are in each state. Rows pruned by the daily clean-up are gone from the count (decision 085). */
export function mailingProgressQuery(db: Db, id: string) {
  return db.select({ state: mailQueue.state, count: sql<number>`COUNT(*)` }).from(mailQueue).where(mailingKeys(id)).groupBy(mailQueue.state);
}

/** What writing a message's mails needs of the message: its text and audience, and its event's page if the event is still there. */
export function messagesForMailQuery(db: Db, ids: readonly string[]) {
  return db
    .select({
      id: mailings.id,
      audience: mailings.audience,
      subject: mailings.subject,
      body: mailings.body,
      eventTitle: mailings.eventTitle,
      eventSlug: events.slug,
    })
    .from(mailings)
    .leftJoin(events, eq(events.id, mailings.eventId))
    .where(inArray(mailings.id, [...ids]));
}

/** What it needs of the members, as they are now: the address, whether still a member, which of the two topics they turned off. */
export function recipientsForMailQuery(db: Db, userIds: readonly string[]) {
  return db
    .select({
      id: users.id,
      email: users.email,
      // Named: D1 keys a batch's rows by column name, and the two topics' columns read alike but for a bound value.
      member: sql<number>`${isChapterMember}`.as("member"),
      announcements: sql<number>`${wantsMail("users.id", "announcements")}`.as("announcements"),
      changes: sql<number>`${wantsMail("users.id", "changes")}`.as("changes"),
    })
    .from(users)
    .where(inArray(users.id, [...userIds]));
}

/**
 * Takes a message's mails off the queue unsent (the member turned the topic
 * off, or left) and counts them on their messages, in one batch: the count
 * reads the rows still queued before the update moves them, so a row two
 * drains skip at once is counted once.
 */
export function skipMailsQueries(db: Db, rowIds: readonly number[], at: number) {
  const ids = [...rowIds];
  const stillQueued = and(inArray(mailQueue.id, ids), eq(mailQueue.state, "queued"));
  return [
    db
      .update(mailings)
      .set({
        skipped: sql`${mailings.skipped} + (SELECT COUNT(*) FROM mail_queue q WHERE q.mailing_id = ${mailings.id} AND q.id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) AND q.state = 'queued')`,
      })
      .where(inArray(mailings.id, db.select({ id: mailQueue.mailingId }).from(mailQueue).where(stillQueued))),
    db.update(mailQueue).set({ state: "expired", failedAt: at, lastError: "not sent: the member turned these mails off, or left" }).where(stillQueued),
  ] as const;
}
