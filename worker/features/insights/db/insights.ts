import { and, asc, eq, gte, isNotNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { eventFeedback, eventRsvps, events } from "../../../db/schema";

/**
 * The officers' insights in three statements over one window of time
 * (decision 086), sent as one batch. Each reads the events of the window by
 * `events_starts_at` and their RSVP rows by `event_rsvps_event_status`; the
 * first-timer test looks up the member's earlier check-ins by
 * `event_rsvps_user`, so no statement scans a whole table.
 */

const inWindow = (from: number, to: number) => and(gte(events.startsAt, from), lt(events.startsAt, to), eq(events.status, "scheduled"));
const count = (condition: ReturnType<typeof sql>) => sql<number>`COALESCE(SUM(${condition}), 0)`.mapWith(Number);

/** Per event of the window: RSVPs, check-ins, no-shows, walk-ins, first-timers. */
export function eventStatsQuery(db: Db, from: number, to: number, at: number) {
  const came = sql`${eventRsvps.attendedAt} IS NOT NULL`;
  return db
    .select({
      id: events.id,
      title: events.title,
      category: events.category,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      rsvps: count(sql`${eventRsvps.walkIn} = 0`),
      attended: count(came),
      noShows: count(sql`${eventRsvps.walkIn} = 0 AND ${eventRsvps.status} = 'going' AND ${eventRsvps.attendedAt} IS NULL AND ${events.endsAt} <= ${at}`),
      walkIns: count(sql`${eventRsvps.walkIn} = 1`),
      firstTimers: count(sql`${came} AND NOT EXISTS (
        SELECT 1 FROM event_rsvps p JOIN events pe ON pe.id = p.event_id
        WHERE p.user_id = ${eventRsvps.userId} AND p.attended_at IS NOT NULL AND pe.starts_at < ${events.startsAt})`),
    })
    .from(events)
    .leftJoin(eventRsvps, eq(eventRsvps.eventId, events.id))
    .where(inWindow(from, to))
    .groupBy(events.id)
    .orderBy(asc(events.startsAt), asc(events.id));
}

/** Per event of the window: how many rated it, and the average. */
export function eventRatingsQuery(db: Db, from: number, to: number) {
  return db
    .select({
      eventId: eventFeedback.eventId,
      ratings: sql<number>`COUNT(*)`.mapWith(Number),
      average: sql<number>`AVG(${eventFeedback.rating})`.mapWith(Number),
    })
    .from(events)
    .innerJoin(eventFeedback, eq(eventFeedback.eventId, events.id))
    .where(inWindow(from, to))
    .groupBy(eventFeedback.eventId);
}

/** Members who checked in during the window, and of them those who came to two events or more. */
export function membersActiveQuery(db: Db, from: number, to: number) {
  const visits = db
    .select({ userId: eventRsvps.userId, visits: sql<number>`COUNT(*)`.as("visits") })
    .from(events)
    .innerJoin(eventRsvps, eq(eventRsvps.eventId, events.id))
    .where(and(inWindow(from, to), isNotNull(eventRsvps.attendedAt)))
    .groupBy(eventRsvps.userId)
    .as("visits");
  return db
    .select({ active: sql<number>`COUNT(*)`.mapWith(Number), cameBack: sql<number>`COALESCE(SUM(${visits.visits} >= 2), 0)`.mapWith(Number) })
    .from(visits);
}
