import { and, asc, eq, gt, isNull, sql, type SQL } from "drizzle-orm";
import type { RsvpStatus } from "../../../../src/shared/events";
import type { Db } from "../../../db/client";
import { eventColumns } from "./events";
import { eventRsvps, events, users } from "../../../db/schema";
import { calendarFeeds } from "./tables";

/**
 * RSVPs. (Subqueries that refer to an outer row name their tables
 * explicitly: drizzle leaves columns unqualified in some clauses, where an
 * inner table's column of the same name would win.) Each write below is one statement that decides with the stored
 * values (capacity, counts, the event's state) in SQLite itself, so parallel
 * requests cannot race past the capacity: D1 runs one batch at a time. The
 * counts on `events` follow every change through triggers (0004_events.sql).
 */

/**
 * Moves members from the waitlist into free places, first come first served,
 * while the event is scheduled and has not started. Normally a no-op; it
 * fills places freed by a cancelled RSVP, a deleted account or a higher
 * capacity. Returns who moved up, with what their mail needs.
 */
export function promoteWaitlistQuery(db: Db, eventId: string, at: number) {
  // NULL (no such event) would be an error as a LIMIT: then 0.
  const freePlaces = sql`COALESCE((SELECT CASE WHEN f.capacity IS NULL THEN -1 ELSE MAX(0, f.capacity - f.going_count) END FROM events f WHERE f.id = ${eventId}), 0)`;
  const nextInLine = sql`(
    SELECT w.id FROM event_rsvps w JOIN events e ON e.id = w.event_id
    WHERE w.event_id = ${eventId} AND w.status = 'waitlist' AND e.status = 'scheduled' AND e.starts_at > ${at}
    ORDER BY w.joined_at, w.id
    LIMIT ${freePlaces}
  )`;
  return db.update(eventRsvps).set({ status: "going", updatedAt: at }).where(sql`event_rsvps.id IN ${nextInLine}`).returning({
    rsvpId: eventRsvps.id,
    userId: eventRsvps.userId,
    // Written out: drizzle drops table names in RETURNING, which would make these ambiguous.
    email: sql<string>`(SELECT u.email FROM users u WHERE u.id = event_rsvps.user_id)`,
  });
}

/**
 * The member's RSVP: `going` while places are left, else `waitlist`; only
 * for a scheduled event that is open for RSVPs and has not started. An
 * existing RSVP is kept as it is (the call is idempotent); then nothing is
 * returned. `guard`: a further condition, such as the member's throttle.
 */
export function insertRsvpQuery(db: Db, eventId: string, userId: string, at: number, guard: SQL = sql`1`) {
  const status = sql`CASE WHEN ${events.capacity} IS NULL OR ${events.goingCount} < ${events.capacity} THEN 'going' ELSE 'waitlist' END`;
  return db
    .insert(eventRsvps)
    .select(
      // The columns in the table's order; the last four are attendance's (not checked in, not a walk-in).
      sql`SELECT NULL, ${events.id}, ${userId}, ${status}, ${at}, ${at}, NULL, NULL, NULL, 0 FROM ${events}
          WHERE ${events.id} = ${eventId} AND ${events.status} = 'scheduled' AND ${events.rsvpOpen} = 1 AND ${events.startsAt} > ${at} AND ${guard}`,
    )
    .onConflictDoNothing({ target: [eventRsvps.eventId, eventRsvps.userId] })
    .returning({ status: eventRsvps.status });
}

/**
 * Removes the member's RSVP, until the event starts (afterwards it is
 * attendance history) and unless they have checked in (check-in opens before
 * the start; the attendance is then the record). `guard`: a further
 * condition, such as the member's throttle; `rsvpId`: only that row (a
 * mail's cancel link).
 */
export function deleteRsvpQuery(db: Db, eventId: string, userId: string, at: number, guard: SQL = sql`1`, rsvpId?: number) {
  return db
    .delete(eventRsvps)
    .where(
      and(
        eq(eventRsvps.eventId, eventId),
        eq(eventRsvps.userId, userId),
        isNull(eventRsvps.attendedAt),
        sql`EXISTS (SELECT 1 FROM events e WHERE e.id = ${eventId} AND e.starts_at > ${at})`,
        guard,
        rsvpId === undefined ? undefined : eq(eventRsvps.id, rsvpId),
      ),
    )
    .returning({ status: eventRsvps.status, rsvpId: eventRsvps.id });
}

/** 1 for the first on the waitlist; null unless the row is on it. */
const waitlistPosition = sql<number | null>`CASE WHEN event_rsvps.status = 'waitlist' THEN (
  SELECT COUNT(*) FROM event_rsvps w
  WHERE w.event_id = event_rsvps.event_id AND w.status = 'waitlist'
    AND (w.joined_at < event_rsvps.joined_at OR (w.joined_at = event_rsvps.joined_at AND w.id <= event_rsvps.id))
) END`.as("waitlist_position");

/**
 * Columns of a joined table whose names repeat the event's (status,
 * updated_at) get aliases: in a batch, drizzle reads D1's rows as objects,
 * where a repeated name would hide a column and shift the rest.
 */
const rsvpStatus = sql<RsvpStatus | null>`${eventRsvps.status}`.as("rsvp_status");
const rsvpUpdatedAt = sql<number>`${eventRsvps.updatedAt}`.as("rsvp_updated_at");
export const rsvpId = sql<number | null>`${eventRsvps.id}`.as("rsvp_id");

/** The event with the member's RSVP, place on the waitlist and check-in: the last statement of an RSVP batch. */
export function rsvpStateQuery(db: Db, eventId: string, userId: string) {
  return db
    .select({ event: eventColumns, myRsvp: rsvpStatus, waitlistPosition, attendedAt: eventRsvps.attendedAt, rsvpId })
    .from(events)
    .leftJoin(eventRsvps, and(eq(eventRsvps.eventId, events.id), eq(eventRsvps.userId, userId)))
    .where(eq(events.id, eventId));
}

/** Everyone who RSVPed, for officers: going first, then the waitlist in order. */
export function listRsvpsQuery(db: Db, eventId: string) {
  return db
    .select({
      userId: eventRsvps.userId,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      status: eventRsvps.status,
      waitlistPosition,
      joinedAt: eventRsvps.joinedAt,
    })
    .from(eventRsvps)
    .innerJoin(users, eq(users.id, eventRsvps.userId))
    .where(eq(eventRsvps.eventId, eventId))
    .orderBy(sql`${eventRsvps.status} = 'waitlist'`, asc(eventRsvps.joinedAt), asc(eventRsvps.id));
}

/** The events a feed token's owner RSVPed to, from `from` on, with the RSVP. */
export function feedEventsQuery(db: Db, tokenHash: string, from: number) {
  return db
    .select({ event: eventColumns, rsvp: sql<RsvpStatus>`${eventRsvps.status}`.as("rsvp_status"), rsvpUpdatedAt })
    .from(calendarFeeds)
    .innerJoin(eventRsvps, eq(eventRsvps.userId, calendarFeeds.userId))
    .innerJoin(events, eq(events.id, eventRsvps.eventId))
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), gt(events.endsAt, from)))
    .orderBy(asc(events.startsAt), asc(events.id));
}
