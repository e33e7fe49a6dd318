import { and, desc, eq, gt, isNotNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { eventFeedback, eventRsvps, events } from "../../../db/schema";

/** The event's times and status (the feedback feature's own read, so that the events feature may depend on this one). */
export function eventTimesQuery(db: Db, eventId: string) {
  return db.select({ id: events.id, endsAt: events.endsAt, status: events.status }).from(events).where(eq(events.id, eventId)).limit(1);
}

/** The member's RSVP row at the event (checked in or not) and their answer, in one statement. */
export function attendanceAndFeedbackQuery(db: Db, eventId: string, userId: string) {
  return db
    .select({
      attendedAt: eventRsvps.attendedAt,
      rating: eventFeedback.rating,
      comment: eventFeedback.comment,
    })
    .from(eventRsvps)
    .leftJoin(eventFeedback, and(eq(eventFeedback.eventId, eventRsvps.eventId), eq(eventFeedback.userId, eventRsvps.userId)))
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.userId, userId)))
    .limit(1);
}

/** The member's answer, new or replacing the one they gave. */
export function saveFeedbackQuery(db: Db, row: { eventId: string; userId: string; rating: number; comment: string; at: number }) {
  return db
    .insert(eventFeedback)
    .values({ eventId: row.eventId, userId: row.userId, rating: row.rating, comment: row.comment, createdAt: row.at, updatedAt: row.at })
    .onConflictDoUpdate({ target: [eventFeedback.eventId, eventFeedback.userId], set: { rating: row.rating, comment: row.comment, updatedAt: row.at } });
}

/** How many gave each rating. */
export function ratingCountsQuery(db: Db, eventId: string) {
  return db
    .select({ rating: eventFeedback.rating, count: sql<number>`COUNT(*)` })
    .from(eventFeedback)
    .where(eq(eventFeedback.eventId, eventId))
    .groupBy(eventFeedback.rating);
}

/** The comments, newest first, without who wrote them. */
export function commentsQuery(db: Db, eventId: string) {
  return db
    .select({ rating: eventFeedback.rating, comment: eventFeedback.comment, at: eventFeedback.updatedAt })
    .from(eventFeedback)
    .where(and(eq(eventFeedback.eventId, eventId), sql`${eventFeedback.comment} != ''`))
    .orderBy(desc(eventFeedback.updatedAt));
}

/**
 * Of these members, the events each checked in at that ended in (`from`, `to`]
 * and that they have not rated: what a reminder may ask them about.
 */
export function unratedEventsQuery(db: Db, userIds: readonly string[], from: number, to: number) {
  return db
    .select({ userId: eventRsvps.userId, title: events.title, slug: events.slug })
    .from(eventRsvps)
    .innerJoin(events, eq(events.id, eventRsvps.eventId))
    .where(
      and(
        sql`${eventRsvps.userId} IN (SELECT value FROM json_each(${JSON.stringify(userIds)}))`,
        isNotNull(eventRsvps.attendedAt),
        gt(events.endsAt, from),
        lte(events.endsAt, to),
        sql`NOT EXISTS (SELECT 1 FROM event_feedback f WHERE f.event_id = ${eventRsvps.eventId} AND f.user_id = ${eventRsvps.userId})`,
      ),
    )
    .orderBy(desc(events.endsAt));
}
