import { sql, type SQL } from "drizzle-orm";
import type { CheckinMethod } from "../../../../src/shared/attendance";
import type { Db } from "../../../db/client";
import { named } from "../../../db/client";
import { checkinClaimRedemptions, eventRsvps, events, pointsLedger } from "../../../db/schema";
import { withinLimit } from "../../../db/throttles";

/**
 * Check-in and attendance, written as SQL that decides with the stored
 * state, so that one batch does the whole job and parallel requests cannot
 * award twice (see docs/decisions/025-check-in-codes.md):
 *
 * - attendance is `event_rsvps.attended_at` (a walk-in gets a row);
 * - each attendance earns one ledger row keyed `attendance:{event}:{user}`
 *   (`…:{n}` after n removals), and its removal one row keyed
 *   `reversal:{that key}`. So "checked in" and "has an award that is not
 *   reversed" always agree, and the unique key turns a doubled request into
 *   a no-op: every statement below keeps both sides in step.
 *
 * Statements name their tables with short aliases (e, u, r, l…), since the
 * SQL is written out and parts of it are reused inside subqueries. Each is a
 * query of drizzle's builder carrying that SQL (an insert of a SELECT, a
 * select from SQL with named() columns), so a check-in is one `db.batch`.
 */

const MINUTE_MS = 60_000;

/** When the event's check-in window opens and closes (ms), as SQL over `e`. */
const opensAt = sql`(e.starts_at - e.checkin_opens_before_minutes * ${MINUTE_MS})`;
const closesAt = sql`(e.ends_at + e.checkin_closes_after_minutes * ${MINUTE_MS})`;

/** A member's own check-in: the event is scheduled and its window is open now. */
export const windowOpen = (at: number) => sql`e.status = 'scheduled' AND ${at} >= ${opensAt} AND ${at} < ${closesAt}`;
/**
 * A member's own check-in, as the condition every write of its batch repeats:
 * the window is open, and the member's tries counted earlier in the batch
 * (countUseQuery) are within the limit.
 */
export const selfCheckinGuard = (at: number, triesKey: string, limit: number) => sql`${windowOpen(at)} AND ${withinLimit(triesKey, limit)}`;

/** An officer's check-in, also after the fact: the event is scheduled and its window has opened. */
export const windowOpened = (at: number) => sql`e.status = 'scheduled' AND ${at} >= ${opensAt}`;

/**
 * A code was checked against `secretHex` (perhaps from an isolate's memory):
 * it counts only while that is still the event's secret, so a code of a
 * replaced secret never checks anyone in (decision 054).
 */
export const secretStill = (secretHex: string) => sql`e.checkin_secret = ${secretHex}`;

/** A claim issued at `issuedAt` counts only if the event's secret has not been replaced since (decision 054). */
export const claimAfterSecretChange = (issuedAt: number) => sql`(e.checkin_secret_changed_at IS NULL OR e.checkin_secret_changed_at <= ${issuedAt})`;

/** The claim was redeemed by the attendee (`u`), by claimRedemptionQuery earlier in the batch (decision 053). */
export const claimHeldByAttendee = (claimHash: string) =>
  sql`EXISTS (SELECT 1 FROM checkin_claim_redemptions c WHERE c.claim_hash = ${claimHash} AND c.user_id = u.id)`;

/** A member's own check-in with a code checked against `secretHex`: the condition of its writes. */
export const codeCheckinGuard = (at: number, triesKey: string, limit: number, secretHex: string) =>
  sql`${selfCheckinGuard(at, triesKey, limit)} AND ${secretStill(secretHex)}`;

/**
 * A member's own check-in with a claim: `redeem` is the condition of taking
 * the claim (window, tries, not issued before the secret was replaced),
 * `write` that of the check-in itself (and the claim is the attendee's).
 */
export function claimCheckinGuards(at: number, triesKey: string, limit: number, claim: { hash: string; issuedAt: number }) {
  const redeem = sql`${selfCheckinGuard(at, triesKey, limit)} AND ${claimAfterSecretChange(claim.issuedAt)}`;
  return { redeem, write: sql`${redeem} AND ${claimHeldByAttendee(claim.hash)}` };
}

/**
 * The key of the member's current attendance award for the event:
 * `attendance:{event}:{user}`, then `attendance:{event}:{user}:{n}` once n
 * awards have been reversed (counted on the unique index: the reversal keys
 * are `reversal:attendance:{event}:{user}` and `…:{n}`; ids hold no ":").
 */
function awardKey(eventId: SQL, userId: SQL): SQL {
  const first = sql`('attendance:' || ${eventId} || ':' || ${userId})`;
  const reversal = sql`('reversal:' || ${first})`;
  const removals = sql`(SELECT COUNT(*) FROM points_ledger rv WHERE rv.idempotency_key = ${reversal}
    OR (rv.idempotency_key >= (${reversal} || ':') AND rv.idempotency_key < (${reversal} || ';')))`;
  return sql`(${first} || CASE WHEN ${removals} = 0 THEN '' ELSE ':' || ${removals} END)`;
}

/** Who is checked in: a member's own id, or what an officer typed (username, e-mail or id). */
export type Attendee = { id: string } | { login: string };

/** The condition on `u` (users) that picks the attendee. */
function attendeeMatch(attendee: Attendee): SQL {
  if ("id" in attendee) return sql`u.id = ${attendee.id}`;
  const login = attendee.login.trim();
  return login.includes("@") ? sql`u.email = ${login}` : sql`(u.username = ${login} OR u.id = ${login})`;
}

export type CheckinWrite = {
  eventId: string;
  attendee: Attendee;
  at: number;
  method: CheckinMethod;
  /** The officer, for a manual check-in. */
  officerId: string | null;
  /** When the event may be checked in to, and any limit the batch spent first: both statements repeat it. */
  guard: SQL;
};

/**
 * Marks the member checked in, unless they already are: their RSVP gets
 * `attended_at`, or — without an RSVP — a walk-in row is made. Whoever checks
 * in is in the room, so the row is `going` whatever the capacity (an RSVP on
 * the waitlist leaves it; decision 054): the waitlist holds only people still
 * waiting, and `going` may pass the capacity by the walk-ins. Returns a row
 * only when this statement checked the member in (`walkIn` 1 when it made
 * the row).
 */
export function markAttendedQuery(db: Db, write: CheckinWrite) {
  const { eventId, attendee, at, method, officerId, guard } = write;
  return db
    .insert(eventRsvps)
    .select(
      // The columns in the table's order (the id is SQLite's).
      sql`SELECT NULL, e.id, u.id, 'going', ${at}, ${at}, ${at}, ${method}, ${officerId}, 1
          FROM events e JOIN users u ON ${attendeeMatch(attendee)}
          WHERE e.id = ${eventId} AND ${guard}`,
    )
    .onConflictDoUpdate({
      target: [eventRsvps.eventId, eventRsvps.userId],
      set: {
        status: sql`'going'`,
        attendedAt: sql`excluded.attended_at`,
        checkinMethod: sql`excluded.checkin_method`,
        checkedInBy: sql`excluded.checked_in_by`,
        updatedAt: sql`excluded.updated_at`,
      },
      setWhere: sql`event_rsvps.attended_at IS NULL`,
    })
    .returning(named<{ walkIn: number }>({ walkIn: sql`walk_in` }));
}

/**
 * The award for the attendance: the event's points, counted at the event's
 * start (its term). Runs right after markAttendedQuery with the same guard,
 * and the key is free exactly when the member was not checked in, so it is
 * written exactly when the mark was — and a doubled request writes nothing.
 */
export function awardAttendanceQuery(db: Db, write: CheckinWrite, reason: string) {
  const { eventId, attendee, at, officerId, guard } = write;
  return db
    .insert(pointsLedger)
    .select(
      // The columns in the table's order (the id is SQLite's).
      sql`SELECT NULL, u.id, e.points, 'attendance', e.id, ${reason}, COALESCE(${officerId}, u.id), e.starts_at, ${at}, ${awardKey(sql`e.id`, sql`u.id`)}
          FROM events e JOIN users u ON ${attendeeMatch(attendee)}
          WHERE e.id = ${eventId} AND ${guard}`,
    )
    .onConflictDoNothing({ target: pointsLedger.idempotencyKey })
    .returning({ delta: pointsLedger.delta });
}

/**
 * Redeems a claim for the attendee: the first account to send it (under
 * `guard`: window, tries) owns it; anyone else's insert does nothing, and
 * their check-in's guard (claimHeldByAttendee) then fails. The claim is known
 * by the SHA-256 of its signature only.
 */
export function claimRedemptionQuery(db: Db, write: CheckinWrite, claim: { hash: string; expiresAt: number }, guard: SQL) {
  return db
    .insert(checkinClaimRedemptions)
    .select(
      // The columns in the table's order.
      sql`SELECT ${claim.hash}, e.id, u.id, ${claim.expiresAt}
          FROM events e JOIN users u ON ${attendeeMatch(write.attendee)}
          WHERE e.id = ${write.eventId} AND ${guard}`,
    )
    .onConflictDoNothing({ target: checkinClaimRedemptions.claimHash })
    .returning({ userId: checkinClaimRedemptions.userId });
}

/**
 * Why a member's own check-in may have written nothing, beyond the window:
 * whether the secret a code was checked against is still the event's, when
 * the secret was last replaced, and who redeemed the claim.
 */
export function checkinProofQuery(db: Db, eventId: string, secretHex: string | null, claimHash: string | null) {
  return db
    .select(
      named<{ secretCurrent: number; secretChangedAt: number | null; claimOwner: string | null }>({
        secretCurrent: sql`e.checkin_secret = ${secretHex ?? ""}`,
        secretChangedAt: sql`e.checkin_secret_changed_at`,
        claimOwner: sql`(SELECT c.user_id FROM checkin_claim_redemptions c WHERE c.claim_hash = ${claimHash ?? ""})`,
      }),
    )
    .from(sql`events e`)
    .where(sql`e.id = ${eventId}`);
}

export type CheckinState = {
  eventId: string;
  slug: string;
  title: string;
  startsAt: number;
  status: "scheduled" | "cancelled";
  opensAt: number;
  closesAt: number;
  userId: string | null;
  totalPoints: number | null;
  attendedAt: number | null;
  /** The points of the member's current (not reversed) award, if checked in. */
  award: number | null;
  termId: string | null;
  termName: string | null;
  termPoints: number | null;
};

/** The event, the member and their attendance after the batch: the last statement of every check-in batch. */
export function checkinStateQuery(db: Db, eventId: string, attendee: Attendee) {
  return db
    .select(
      named<CheckinState>({
        eventId: sql`e.id`,
        slug: sql`e.slug`,
        title: sql`e.title`,
        startsAt: sql`e.starts_at`,
        status: sql`e.status`,
        opensAt,
        closesAt,
        userId: sql`u.id`,
        totalPoints: sql`u.points`,
        attendedAt: sql`r.attended_at`,
        award: sql`(SELECT l.delta FROM points_ledger l WHERE l.idempotency_key = ${awardKey(sql`e.id`, sql`u.id`)})`,
        termId: sql`t.id`,
        termName: sql`t.name`,
        termPoints: sql`(SELECT tp.points FROM term_points tp WHERE tp.user_id = u.id AND tp.term_id = t.id)`,
      }),
    )
    .from(
      sql`events e
        LEFT JOIN users u ON ${attendeeMatch(attendee)}
        LEFT JOIN event_rsvps r ON r.event_id = e.id AND r.user_id = u.id
        LEFT JOIN terms t ON t.starts_at <= e.starts_at AND t.ends_at > e.starts_at`,
    )
    .where(sql`e.id = ${eventId}`);
}

/** The event's check-in secret (hex), to verify codes with; nothing when there is no such event. */
export function checkinSecretQuery(db: Db, eventId: string) {
  return db
    .select(named<{ secret: string }>({ secret: sql`e.checkin_secret` }))
    .from(sql`events e`)
    .where(sql`e.id = ${eventId}`);
}

/** Whether taking the award back keeps the member's total at zero or more (users.points may not go negative). */
function reversalFits(eventId: string, userId: string): SQL {
  return sql`COALESCE((SELECT l.delta FROM points_ledger l WHERE l.idempotency_key = ${awardKey(sql`${eventId}`, sql`${userId}`)}), 0)
    <= (SELECT p.points FROM users p WHERE p.id = ${userId})`;
}

/** Removing a walk-in's attendance removes the row it made (they never RSVPed). */
export function deleteWalkInQuery(db: Db, eventId: string, userId: string) {
  return db
    .delete(eventRsvps)
    .where(sql`event_id = ${eventId} AND user_id = ${userId} AND walk_in = 1 AND attended_at IS NOT NULL AND ${reversalFits(eventId, userId)}`)
    .returning({ status: eventRsvps.status });
}

/** Removing an RSVPed member's attendance keeps their RSVP. */
export function clearAttendanceQuery(db: Db, eventId: string, userId: string, at: number) {
  return db
    .update(eventRsvps)
    .set({ attendedAt: null, checkinMethod: null, checkedInBy: null, updatedAt: at })
    .where(sql`event_id = ${eventId} AND user_id = ${userId} AND walk_in = 0 AND attended_at IS NOT NULL AND ${reversalFits(eventId, userId)}`)
    .returning({ id: eventRsvps.id });
}

/**
 * Reverses the member's current award once the attendance is gone (after the
 * two statements above): the negative of what was awarded, counted in the
 * same term. Its key is `reversal:{the award's key}`, so an award is reversed
 * at most once, and the next check-in's award gets a new key.
 */
export function reverseAwardQuery(db: Db, eventId: string, userId: string, officerId: string, reason: string, at: number) {
  return db
    .insert(pointsLedger)
    .select(
      // The columns in the table's order (the id is SQLite's).
      sql`SELECT NULL, a.user_id, -a.delta, 'reversal', a.event_id, ${reason}, ${officerId}, a.occurred_at, ${at}, 'reversal:' || a.idempotency_key
          FROM points_ledger a
          WHERE a.idempotency_key = ${awardKey(sql`${eventId}`, sql`${userId}`)}
            AND NOT EXISTS (SELECT 1 FROM event_rsvps r WHERE r.event_id = ${eventId} AND r.user_id = ${userId} AND r.attended_at IS NOT NULL)`,
    )
    .onConflictDoNothing({ target: pointsLedger.idempotencyKey })
    .returning({ delta: pointsLedger.delta });
}

export type AttendanceRow = {
  userId: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  status: "going" | "waitlist";
  walkIn: number;
  attendedAt: number | null;
  method: CheckinMethod | null;
};

/** Everyone who RSVPed or checked in: checked in first (in order), then going, then the waitlist. */
export function attendanceListQuery(db: Db, eventId: string) {
  return db
    .select(
      named<AttendanceRow>({
        userId: sql`r.user_id`,
        username: sql`u.username`,
        firstName: sql`u.first_name`,
        lastName: sql`u.last_name`,
        email: sql`u.email`,
        status: sql`r.status`,
        walkIn: sql`r.walk_in`,
        attendedAt: sql`r.attended_at`,
        method: sql`r.checkin_method`,
      }),
    )
    .from(sql`event_rsvps r JOIN users u ON u.id = r.user_id`)
    .where(sql`r.event_id = ${eventId}`)
    .orderBy(sql`r.attended_at IS NULL, r.attended_at, r.status = 'waitlist', r.joined_at, r.id`);
}

export type DisplayRow = { eventId: string; title: string; secret: string; opensAt: number; closesAt: number; checkedIn: number };

/** What the officer's display needs: the secret, the window and the count so far (one row per check-in on a partial index). */
export function checkinDisplayQuery(db: Db, eventId: string) {
  return db
    .select(
      named<DisplayRow>({
        eventId: sql`e.id`,
        title: sql`e.title`,
        secret: sql`e.checkin_secret`,
        opensAt,
        closesAt,
        checkedIn: sql`(SELECT COUNT(*) FROM event_rsvps r WHERE r.event_id = e.id AND r.attended_at IS NOT NULL)`,
      }),
    )
    .from(sql`events e`)
    .where(sql`e.id = ${eventId}`);
}

/** Replaces the event's check-in secret (hex) and notes when; returns the event's id, or nothing when there is no such event. */
export function replaceCheckinSecretQuery(db: Db, eventId: string, secretHex: string, at: number) {
  return db.update(events).set({ checkinSecret: secretHex, checkinSecretChangedAt: at }).where(sql`id = ${eventId}`).returning({ eventId: events.id });
}

/** For a claim: the event's secret and window (nothing when there is no such event). */
export function claimEventQuery(db: Db, eventId: string) {
  return db
    .select(
      named<{ eventId: string; slug: string; title: string; startsAt: number; status: string; secret: string; opensAt: number; closesAt: number }>({
        eventId: sql`e.id`,
        slug: sql`e.slug`,
        title: sql`e.title`,
        startsAt: sql`e.starts_at`,
        status: sql`e.status`,
        secret: sql`e.checkin_secret`,
        opensAt,
        closesAt,
      }),
    )
    .from(sql`events e`)
    .where(sql`e.id = ${eventId}`);
}
