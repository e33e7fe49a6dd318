import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { MailTopic } from "../../../../src/shared/notifications";
import type { Db } from "../../../db/client";
import { users } from "../../../db/schema";
import { mailOptOuts } from "./tables";
import { mailNotReplacedByPush } from "./push";

/** The topics a member turned off. */
export function optOutsOfUserQuery(db: Db, userId: string) {
  return db.select({ topic: mailOptOuts.topic }).from(mailOptOuts).where(eq(mailOptOuts.userId, userId));
}

/** Of these members, those who get no mail of `topic`: they turned it off, or take it by push instead (decision 115). */
export function optedOutQuery(db: Db, userIds: readonly string[], topic: MailTopic) {
  return db
    .select({ userId: users.id })
    .from(users)
    .where(and(inArray(users.id, [...userIds]), sql`NOT (${wantsMail("users.id", topic)})`));
}

/** Turns a topic off (again, or for an account that no longer exists: nothing changes). */
export function optOutQuery(db: Db, userId: string, topic: MailTopic, at: number) {
  return db
    .insert(mailOptOuts)
    .select(sql`SELECT NULL, ${userId}, ${topic}, ${at} FROM users WHERE users.id = ${userId}`)
    .onConflictDoNothing({ target: [mailOptOuts.userId, mailOptOuts.topic] });
}

/** Turns a topic back on. */
export function optInQuery(db: Db, userId: string, topic: MailTopic) {
  return db.delete(mailOptOuts).where(and(eq(mailOptOuts.userId, userId), eq(mailOptOuts.topic, topic)));
}

/**
 * A condition for queries of members (`userId`: the column naming them): true
 * unless they turned `topic` off, or take it by push where push replaces its
 * mail and did not ask for the mail too (decision 115).
 */
export function wantsMail(userId: SQL | string, topic: MailTopic): SQL {
  const column = typeof userId === "string" ? sql.raw(userId) : userId;
  return sql`(NOT EXISTS (SELECT 1 FROM mail_opt_outs o WHERE o.user_id = ${column} AND o.topic = ${topic}) AND ${mailNotReplacedByPush(column, topic)})`;
}

/** The member's address when they want mail of `topic`; no row otherwise. */
export function addressIfWantedQuery(db: Db, userId: string, topic: MailTopic) {
  return db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), wantsMail("users.id", topic)));
}
