import { and, asc, eq, inArray, lte, ne, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { type ScheduledMailingRow, scheduledMailings } from "./tables";

/** Officers' messages to be sent later (decision 126). */

export const insertScheduledMailingQuery = (db: Db, row: ScheduledMailingRow) => db.insert(scheduledMailings).values(row);

/** The list officers see: what waits and what could not go, soonest first (the sent ones are in the sent list). */
export const listScheduledMailingsQuery = (db: Db) =>
  db.select().from(scheduledMailings).where(ne(scheduledMailings.state, "sent")).orderBy(asc(scheduledMailings.sendAt));

/** How many wait to be sent (the chapter's cap). */
export async function countWaitingMailings(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`COUNT(*)` })
    .from(scheduledMailings)
    .where(inArray(scheduledMailings.state, ["scheduled", "sending"]));
  return Number(row?.count ?? 0);
}

/** Cancelling: a message still waiting, or one that failed, is removed; one being sent or sent is not. */
export const deleteScheduledMailingQuery = (db: Db, id: string) =>
  db
    .delete(scheduledMailings)
    .where(and(eq(scheduledMailings.id, id), inArray(scheduledMailings.state, ["scheduled", "failed"])))
    .returning({ id: scheduledMailings.id });

/** The due ones, soonest first, at most `limit` (the hourly job). */
export const dueScheduledMailingsQuery = (db: Db, at: number, limit: number) =>
  db
    .select()
    .from(scheduledMailings)
    .where(and(eq(scheduledMailings.state, "scheduled"), lte(scheduledMailings.sendAt, at)))
    .orderBy(asc(scheduledMailings.sendAt))
    .limit(limit);

/** Takes one for sending: a run that finds it taken by another leaves it. */
export const claimScheduledMailingQuery = (db: Db, id: string) =>
  db
    .update(scheduledMailings)
    .set({ state: "sending" })
    .where(and(eq(scheduledMailings.id, id), eq(scheduledMailings.state, "scheduled")))
    .returning({ id: scheduledMailings.id });

export const markScheduledMailingQuery = (
  db: Db,
  id: string,
  outcome: { state: "sent"; mailingId: string } | { state: "failed"; failure: string } | { state: "scheduled" },
) => db.update(scheduledMailings).set(outcome).where(eq(scheduledMailings.id, id));
