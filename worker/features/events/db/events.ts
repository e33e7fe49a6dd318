import { and, asc, eq, getTableColumns, gt, lt, lte, ne, or, sql, type SQL } from "drizzle-orm";
import { EVENT_MAX_DAYS, type RsvpStatus } from "../../../../src/shared/events";
import type { MailTopic } from "../../../../src/shared/notifications";
import { wantsMail } from "../../notifications/db/mail-opt-outs";
import { takesPush } from "../../notifications/db/push";
import type { Db } from "../../../db/client";
import { DAY } from "../../../lib/clock";
import { dataVersions, eventRsvps, events, users, type EventRow, type NewEventRow } from "../../../db/schema";

/** An event with the signed-in member's RSVP, when there is a member to ask about. */
export type EventWithRsvp = EventRow & { myRsvp?: RsvpStatus | null; myCheckedInAt?: number | null };

export type EventFilters = { from: number; to?: number | undefined; category?: string | undefined; limit: number };

/** Every column of an event (the counts included), for selects that add a column of their own. */
export const eventColumns = getTableColumns(events);

/*
 * Subqueries that refer to the outer row are written out with table names:
 * drizzle leaves column names unqualified in some clauses, where an inner
 * table's column of the same name (id, status) would silently win.
 */

/** The member's RSVP to the event of the row: one lookup in the (event_id, user_id) unique index. */
const myRsvpOf = (userId: string) => sql<RsvpStatus | null>`(SELECT r.status FROM event_rsvps r WHERE r.event_id = events.id AND r.user_id = ${userId})`;
/** When the member checked in to the event of the row (the same index lookup). */
const myCheckedInAtOf = (userId: string) =>
  sql<number | null>`(SELECT r.attended_at FROM event_rsvps r WHERE r.event_id = events.id AND r.user_id = ${userId})`;

/**
 * Events overlapping [from, to). Events last at most EVENT_MAX_DAYS (a CHECK
 * in the table), so "ends after from" can also bound starts_at from below,
 * and the starts_at index serves both the range and the order.
 */
function listWhere({ from, to, category }: EventFilters): SQL | undefined {
  return and(
    gt(events.startsAt, from - EVENT_MAX_DAYS * DAY),
    gt(events.endsAt, from),
    to === undefined ? undefined : lt(events.startsAt, to),
    category === undefined ? undefined : eq(events.category, category),
  );
}

/** A member's list: each event with their RSVP; one more row than the limit, to tell whether there are more. */
export function listEventsForMemberQuery(db: Db, filters: EventFilters, userId: string) {
  return db
    .select({ ...eventColumns, myRsvp: myRsvpOf(userId), myCheckedInAt: myCheckedInAtOf(userId) })
    .from(events)
    .where(listWhere(filters))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(filters.limit + 1);
}

/** "My events": only the events the member RSVPed to, found through the member's RSVPs (user_id index). */
export function listMyEventsQuery(db: Db, filters: EventFilters, userId: string) {
  return db
    .select({
      ...eventColumns,
      myRsvp: sql<RsvpStatus>`${eventRsvps.status}`.as("my_rsvp"),
      myCheckedInAt: sql<number | null>`${eventRsvps.attendedAt}`.as("my_checked_in_at"),
    })
    .from(eventRsvps)
    .innerJoin(events, eq(events.id, eventRsvps.eventId))
    .where(and(eq(eventRsvps.userId, userId), listWhere(filters)))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(filters.limit + 1);
}

export function eventsVersionQuery(db: Db) {
  return db.select({ version: dataVersions.version }).from(dataVersions).where(eq(dataVersions.name, "events"));
}

/**
 * The events, only if the data version is no longer `knownVersion`: a CROSS
 * JOIN from the one-row data_versions table, which SQLite keeps as the outer
 * loop, so when the version matches not a single event row is read.
 */
function eventsIfChanged(db: Db, knownVersion: number | undefined, where: SQL | undefined) {
  return db
    .select(eventColumns)
    .from(dataVersions)
    .crossJoin(events)
    .where(and(eq(dataVersions.name, "events"), knownVersion === undefined ? undefined : ne(dataVersions.version, knownVersion), where))
    .orderBy(asc(events.startsAt), asc(events.id));
}

/**
 * The events' data version and, only when it differs from `knownVersion`,
 * the list: one round trip either way, and no event read when nothing changed.
 */
/** The list of `filters` (one row more than the limit) only if the events' version is no longer `knownVersion`: for a batch of the caller's. */
export function eventListIfChangedQuery(db: Db, filters: EventFilters, knownVersion: number | undefined) {
  return eventsIfChanged(db, knownVersion, listWhere(filters)).limit(filters.limit + 1);
}

export async function listEventsIfChanged(
  db: Db,
  filters: EventFilters,
  knownVersion: number | undefined,
): Promise<{ version: number; rows: EventRow[] | undefined }> {
  const [versions, rows] = await db.batch([eventsVersionQuery(db), eventListIfChangedQuery(db, filters, knownVersion)]);
  const version = versions[0]?.version ?? 0;
  return { version, rows: version === knownVersion ? undefined : rows };
}

/** By id or slug (the id first: a new id is a UUID, which a slug made from a title could equal), with the member's RSVP when asked. */
export async function findEvent(db: Db, idOrSlug: string, userId?: string): Promise<EventWithRsvp | undefined> {
  const base = userId ? db.select({ ...eventColumns, myRsvp: myRsvpOf(userId), myCheckedInAt: myCheckedInAtOf(userId) }) : db.select(eventColumns);
  return base.from(events).where(eventByIdOrSlug(idOrSlug)).orderBy(idFirst(idOrSlug)).get();
}

/** The event `idOrSlug` names (a visitor's view, no RSVP), for a batch of the caller's: at most one row. */
export function findEventQuery(db: Db, idOrSlug: string) {
  return db.select(eventColumns).from(events).where(eventByIdOrSlug(idOrSlug)).orderBy(idFirst(idOrSlug)).limit(1);
}

const eventByIdOrSlug = (idOrSlug: string) => or(eq(events.id, idOrSlug), eq(events.slug, idOrSlug));
/** The row whose id is `idOrSlug` before one whose slug is. */
const idFirst = (idOrSlug: string) => sql`${events.id} = ${idOrSlug} DESC`;

/**
 * Inserts the event under the first free slug among `base`, `base-2` …
 * `base-500`, chosen in the same statement, so creating an event is one
 * write. (Two officers creating the same title at the same instant collide
 * on the UNIQUE index, and a 501st event of one title finds no free slug:
 * the caller then retries with a random suffix.)
 */
export function insertEventQuery(db: Db, row: Omit<NewEventRow, "slug">, baseSlug: string) {
  // "base-…" are the slugs from "base-" up to "base." ("." follows "-"): a range on
  // the unique index (D1 refuses LIKE patterns longer than a few dozen characters).
  const candidate = sql`CASE WHEN n.i = 1 THEN ${baseSlug} ELSE ${baseSlug} || '-' || n.i END`;
  const slug = sql<string>`(
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 500)
    SELECT ${candidate} FROM n
    WHERE ${candidate} NOT IN (
      SELECT taken.slug FROM events taken
      WHERE taken.slug = ${baseSlug} OR (taken.slug >= ${`${baseSlug}-`} AND taken.slug < ${`${baseSlug}.`})
    )
    ORDER BY n.i LIMIT 1
  )`;
  return db
    .insert(events)
    .values({ ...row, slug })
    .returning();
}

/** Insert with a slug chosen by the caller (the retry after a collision). */
export function insertEventWithSlugQuery(db: Db, row: NewEventRow) {
  return db.insert(events).values(row).returning();
}

export type EventChanges = Partial<
  Pick<
    NewEventRow,
    | "title"
    | "description"
    | "category"
    | "location"
    | "locationUrl"
    | "startsAt"
    | "endsAt"
    | "capacity"
    | "rsvpOpen"
    | "remindSoon"
    | "points"
    | "status"
    | "checkinOpensBeforeMinutes"
    | "checkinClosesAfterMinutes"
    | "updatedBy"
  >
>;

/** The fields whose change a subscribed calendar must see (RFC 5545 SEQUENCE). */
const CALENDAR_FIELDS = ["title", "location", "locationUrl", "startsAt", "endsAt", "status"] as const;

/**
 * Applies the changes and raises `sequence` by one when time, place, title
 * or status actually change — decided by SQLite against the stored values in
 * the same statement, so no read is needed first and no race can skip it.
 */
export function updateEventQuery(db: Db, id: string, changes: EventChanges, at: number) {
  const differs = CALENDAR_FIELDS.filter((field) => changes[field] !== undefined).map((field) => sql`${events[field]} IS NOT ${changes[field]}`);
  const bump = differs.length > 0 ? sql`CASE WHEN ${sql.join(differs, sql` OR `)} THEN 1 ELSE 0 END` : sql`0`;
  return db
    .update(events)
    .set({ ...changes, sequence: sql`${events.sequence} + ${bump}`, updatedAt: at })
    .where(eq(events.id, id))
    .returning();
}

/** Cancels a scheduled event; returns nothing when it was already cancelled (or does not exist). */
export function cancelEventQuery(db: Db, id: string, at: number) {
  return db
    .update(events)
    .set({ status: "cancelled", sequence: sql`${events.sequence} + 1`, updatedAt: at })
    .where(and(eq(events.id, id), eq(events.status, "scheduled")))
    .returning({ id: events.id });
}

/**
 * Deletes the event only while nobody has RSVPed and no points were ever
 * awarded for it (an RSVP and the ledger are history: cancel instead).
 */
export function deleteEventQuery(db: Db, id: string) {
  return db
    .delete(events)
    .where(
      and(
        eq(events.id, id),
        sql`NOT EXISTS (SELECT 1 FROM event_rsvps r WHERE r.event_id = ${id})`,
        sql`NOT EXISTS (SELECT 1 FROM points_ledger l WHERE l.event_id = ${id})`,
      ),
    )
    .returning({ id: events.id });
}

export function eventByIdQuery(db: Db, id: string) {
  return db.select(eventColumns).from(events).where(eq(events.id, id));
}

/** Everyone who RSVPed and wants mail of `topic` (going first, then the waitlist in order), with what a mail needs. */
export function rsvpRecipientsQuery(db: Db, eventId: string, topic: MailTopic) {
  return db
    .select({
      userId: eventRsvps.userId,
      email: users.email,
      status: eventRsvps.status,
      rsvpId: eventRsvps.id,
      byPush: sql<boolean>`${takesPush("event_rsvps.user_id", topic)}`.mapWith(Boolean),
    })
    .from(eventRsvps)
    .innerJoin(users, eq(users.id, eventRsvps.userId))
    .where(and(eq(eventRsvps.eventId, eventId), wantsMail("event_rsvps.user_id", topic)))
    .orderBy(sql`${eventRsvps.status} = 'waitlist'`, asc(eventRsvps.joinedAt), asc(eventRsvps.id));
}

/**
 * Which reminder: the day before (every event) or about two hours before
 * (only events whose officer ticked `remindSoon`, decision 092). `keyPrefix`
 * starts the queue's dedupe key (services/event-notices.ts reminderEntries),
 * which the query reads to leave out what an earlier run queued.
 */
export type ReminderKind = { keyPrefix: "reminder" | "reminder-soon"; aheadMs: number; onlyRemindSoon: boolean };

/**
 * The scheduled events starting in (`at`, `at + aheadMs`] and the members
 * going who want reminders, RSVPed before that window opened (those who
 * RSVPed later just had their confirmation) and have no such reminder queued
 * yet: one row per member, with the event.
 */
export function remindersDueQuery(db: Db, at: number, reminder: ReminderKind) {
  return db
    .select({
      event: eventColumns,
      userId: eventRsvps.userId,
      email: users.email,
      rsvpId: sql<number>`${eventRsvps.id}`.as("rsvp_id"),
      byPush: sql<boolean>`${takesPush("event_rsvps.user_id", "reminders")}`.mapWith(Boolean).as("by_push"),
    })
    .from(events)
    .innerJoin(eventRsvps, eq(eventRsvps.eventId, events.id))
    .innerJoin(users, eq(users.id, eventRsvps.userId))
    .where(
      and(
        eq(events.status, "scheduled"),
        gt(events.startsAt, at),
        lte(events.startsAt, at + reminder.aheadMs),
        reminder.onlyRemindSoon ? eq(events.remindSoon, true) : undefined,
        eq(eventRsvps.status, "going"),
        sql`event_rsvps.joined_at <= events.starts_at - ${reminder.aheadMs}`,
        wantsMail("event_rsvps.user_id", "reminders"),
        sql`NOT EXISTS (SELECT 1 FROM mail_queue q WHERE q.dedupe_key = ${reminder.keyPrefix} || ':' || events.id || ':' || events.starts_at || ':' || event_rsvps.user_id)`,
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.id), asc(eventRsvps.id));
}

/**
 * The scheduled events starting in (`at`, `at + aheadMs`] that this reminder
 * is for, for the pushes (decision 115), whose queue's dedupe key keeps them
 * to one per device however many runs see the event.
 */
export function eventsDueForReminderQuery(db: Db, at: number, reminder: ReminderKind) {
  return db
    .select(eventColumns)
    .from(events)
    .where(
      and(
        eq(events.status, "scheduled"),
        gt(events.startsAt, at),
        lte(events.startsAt, at + reminder.aheadMs),
        reminder.onlyRemindSoon ? eq(events.remindSoon, true) : undefined,
      ),
    );
}

/** The members a reminder of `event` is for: going, and RSVPed before the window opened. */
/** The members who RSVPed to an event (going or waiting), as a `user_id` subquery (a change's pushes). */
export const rsvpMembersSql = (eventId: string) => sql`SELECT user_id FROM event_rsvps WHERE event_id = ${eventId}`;

/** The members of these RSVPs, as a `user_id` subquery (the places from the waitlist told by push). */
export const membersOfRsvpsSql = (rsvpIds: readonly number[]) =>
  sql`SELECT user_id FROM event_rsvps WHERE id IN (${sql.join(
    rsvpIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;

export const reminderRecipientsSql = (event: { id: string; startsAt: number }, reminder: ReminderKind) =>
  sql`SELECT user_id FROM event_rsvps WHERE event_id = ${event.id} AND status = 'going' AND joined_at <= ${event.startsAt - reminder.aheadMs}`;

/**
 * The events' data version and, only when it differs from `knownVersion`,
 * every event from `from` on, scheduled and cancelled alike (the public
 * calendar feed). One round trip.
 */
export async function calendarEventsIfChanged(
  db: Db,
  from: number,
  knownVersion: number | undefined,
): Promise<{ version: number; rows: EventRow[] | undefined }> {
  const [versions, rows] = await db.batch([
    eventsVersionQuery(db),
    eventsIfChanged(db, knownVersion, and(gt(events.startsAt, from - EVENT_MAX_DAYS * DAY), gt(events.endsAt, from))),
  ]);
  const version = versions[0]?.version ?? 0;
  return { version, rows: version === knownVersion ? undefined : rows };
}
