import { and, desc, eq, gte, isNotNull, lt, sql } from "drizzle-orm";
import type { MailingAudience } from "../../../../src/shared/mailings";
import type { Db } from "../../../env";
import { eventRsvps, mailings, mailQueue, users, type MailingRow } from "../../../db/schema";
import { wantsMail } from "../../notifications/db/mail-opt-outs";

/** How many sent messages the officers' list shows (newest first). */
export const MAILINGS_LISTED = 30;

/** A member of the chapter: a recruiter's (sponsor-only) account is not one (src/shared/roles.ts). */
const isChapterMember = sql`((',' || ${users.roles} || ',') LIKE '%,member,%' OR (',' || ${users.roles} || ',') LIKE '%,officer,%' OR (',' || ${users.roles} || ',') LIKE '%,admin,%')`;

/**
 * Who a message reaches: for an event audience, the members going, waiting
 * or checked in who take mails about their events (the "changes" topic);
 * for an announcement, every member who takes announcements.
 */
export function recipientsQuery(db: Db, audience: MailingAudience, eventId: string) {
  const who = { userId: users.id, email: users.email };
  if (audience === "members") {
    return db
      .select(who)
      .from(users)
      .where(and(isChapterMember, wantsMail("users.id", "announcements")))
      .orderBy(users.id);
  }
  const which = audience === "checked-in" ? isNotNull(eventRsvps.attendedAt) : eq(eventRsvps.status, audience);
  return db
    .select(who)
    .from(eventRsvps)
    .innerJoin(users, eq(users.id, eventRsvps.userId))
    .where(and(eq(eventRsvps.eventId, eventId), which, wantsMail("users.id", "changes")))
    .orderBy(eventRsvps.id);
}

export const insertMailingQuery = (db: Db, row: MailingRow) => db.insert(mailings).values(row);

export const recentMailingsQuery = (db: Db) => db.select().from(mailings).orderBy(desc(mailings.createdAt)).limit(MAILINGS_LISTED);

/** The dedupe keys of a message's mails (`mailing:<id>:<member>`): one range of the queue's unique index. */
export const mailingKeyPrefix = (id: string) => `mailing:${id}:`;

/** How many of a message's mails are in each state. Rows pruned by the daily clean-up are gone from the count (decision 085). */
export function mailingProgressQuery(db: Db, id: string) {
  const prefix = mailingKeyPrefix(id);
  // ';' follows ':' in ASCII: every key with the prefix lies in [prefix, prefix with ';').
  const end = `${prefix.slice(0, -1)};`;
  return db
    .select({ state: mailQueue.state, count: sql<number>`COUNT(*)` })
    .from(mailQueue)
    .where(and(gte(mailQueue.dedupeKey, prefix), lt(mailQueue.dedupeKey, end)))
    .groupBy(mailQueue.state);
}
