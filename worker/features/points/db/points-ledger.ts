import { sql, type SQL } from "drizzle-orm";
import type { LedgerKind } from "../../../../src/shared/points";
import type { Db } from "../../../db/client";
import { named } from "../../../db/client";
import { pointsLedger } from "../../../db/schema";

/**
 * The points ledger: append-only rows; the trigger in
 * migrations/0007_attendance_and_points.sql adds each row to users.points and
 * to the member's points in the row's term within the same statement, so the
 * totals can never drift from the rows (docs/decisions/024-points-ledger-and-terms.md).
 * users.points may not go below zero: every write here checks that in its
 * own WHERE, so a change that would is skipped rather than failing the batch.
 */

/** The term containing an instant, as SQL (terms never overlap, so at most one). */
export const termAt = (instant: SQL) => sql`(SELECT t.id FROM terms t WHERE t.starts_at <= ${instant} AND t.ends_at > ${instant})`;

/** How an adjustment changes a member's total: by `delta`, or to `total` (an admin's PATCH /api/users/{id} `points`). */
export type PointsChange = { delta: number } | { total: number };

export type Adjustment = {
  userId: string;
  change: PointsChange;
  reason: string;
  actorId: string;
  at: number;
  key: string;
  /**
   * Any condition on the `users` row that the batch's other writes depend on
   * (so both happen or neither); the table is not aliased, for guards
   * written with drizzle's column names.
   */
  guard?: SQL | undefined;
};

/**
 * An adjustment row, unless the member does not exist, would go below zero
 * or would not change. A total becomes the difference from the stored total
 * in this same statement, so a change written just before is not lost.
 * Returns the row's id.
 */
export function insertAdjustmentQuery(db: Db, adjustment: Adjustment) {
  const { userId, change, reason, actorId, at, key, guard } = adjustment;
  const delta = "delta" in change ? sql`${change.delta}` : sql`(${change.total} - users.points)`;
  return db
    .insert(pointsLedger)
    .select(
      // The columns in the table's order (the id is SQLite's).
      sql`SELECT NULL, users.id, ${delta}, 'adjustment', NULL, ${reason}, ${actorId}, ${at}, ${at}, ${key}
          FROM users WHERE users.id = ${userId} AND users.points + ${delta} >= 0 AND ${delta} <> 0 ${guard ? sql`AND ${guard}` : sql``}`,
    )
    .returning({ id: pointsLedger.id });
}

export type LedgerEntryRow = {
  id: number;
  delta: number;
  kind: LedgerKind;
  reason: string;
  createdAt: number;
  occurredAt: number;
  termId: string | null;
  eventId: string | null;
  eventSlug: string | null;
  eventTitle: string | null;
  actorId: string | null;
  actorUsername: string | null;
};

const entryColumns = {
  id: sql`l.id`,
  delta: sql`l.delta`,
  kind: sql`l.kind`,
  reason: sql`l.reason`,
  createdAt: sql`l.created_at`,
  occurredAt: sql`l.occurred_at`,
  termId: termAt(sql`l.occurred_at`),
  eventId: sql`e.id`,
  eventSlug: sql`e.slug`,
  eventTitle: sql`e.title`,
  actorId: sql`a.id`,
  actorUsername: sql`a.username`,
};
/** A ledger row with its event and who made it. */
const entriesFrom = sql`points_ledger l LEFT JOIN events e ON e.id = l.event_id LEFT JOIN users a ON a.id = l.actor_id`;

/** One row, by its id (the answer to an adjustment). */
export function ledgerEntryQuery(db: Db, key: string) {
  return db.select(named<LedgerEntryRow>(entryColumns)).from(entriesFrom).where(sql`l.idempotency_key = ${key}`);
}

/** Which of the member's rows a history shows: all, or those of one term ([start, end) of its occurred_at). */
export type HistoryScope = { kind: "all" } | { kind: "term"; termSql: SQL };

function scopeWhere(scope: HistoryScope): SQL {
  if (scope.kind === "all") return sql`1`;
  const term = scope.termSql;
  return sql`l.occurred_at >= (SELECT ts.starts_at FROM terms ts WHERE ts.id = ${term})
    AND l.occurred_at < (SELECT te.ends_at FROM terms te WHERE te.id = ${term})`;
}

/** A page of the member's rows, newest first (the rowid order, on the user_id index). */
export function historyPageQuery(db: Db, userId: string, scope: HistoryScope, limit: number, offset: number) {
  return db
    .select(named<LedgerEntryRow>(entryColumns))
    .from(entriesFrom)
    .where(sql`l.user_id = ${userId} AND ${scopeWhere(scope)}`)
    .orderBy(sql`l.id DESC`)
    .limit(limit)
    .offset(offset);
}

export function historyCountQuery(db: Db, userId: string, scope: HistoryScope) {
  return db
    .select(named<{ n: number }>({ n: sql`COUNT(*)` }))
    .from(sql`points_ledger l`)
    .where(sql`l.user_id = ${userId} AND ${scopeWhere(scope)}`);
}

export type TermTotalRow = { id: string; name: string; startsAt: number; endsAt: number; points: number };

/** The member's points in every term they have any in, newest term first. */
export function termTotalsQuery(db: Db, userId: string) {
  return db
    .select(named<TermTotalRow>({ id: sql`t.id`, name: sql`t.name`, startsAt: sql`t.starts_at`, endsAt: sql`t.ends_at`, points: sql`tp.points` }))
    .from(sql`term_points tp JOIN terms t ON t.id = tp.term_id`)
    .where(sql`tp.user_id = ${userId}`)
    .orderBy(sql`t.starts_at DESC`);
}

/** The member's total (users.points, the sum of their rows); nothing when there is no such member. */
export function userTotalQuery(db: Db, userId: string) {
  return db
    .select(named<{ points: number }>({ points: sql`u.points` }))
    .from(sql`users u`)
    .where(sql`u.id = ${userId}`);
}

export type AdjustmentLineRow = LedgerEntryRow & { memberId: string; memberUsername: string; memberFirstName: string; memberLastName: string };

/**
 * Adjustments written at or after `since` (0: all), newest first, with the
 * member and who made each: by the partial index of migrations/0011, so the
 * attendance rows that make up most of the ledger are never read.
 */
export function adjustmentPageQuery(db: Db, since: number, limit: number, offset: number) {
  const member = { memberId: sql`m.id`, memberUsername: sql`m.username`, memberFirstName: sql`m.first_name`, memberLastName: sql`m.last_name` };
  return db
    .select(named<AdjustmentLineRow>({ ...entryColumns, ...member }))
    .from(sql`points_ledger l JOIN users m ON m.id = l.user_id LEFT JOIN events e ON e.id = l.event_id LEFT JOIN users a ON a.id = l.actor_id`)
    .where(sql`l.kind = 'adjustment' AND l.created_at >= ${since}`)
    .orderBy(sql`l.created_at DESC, l.id DESC`)
    .limit(limit)
    .offset(offset);
}

export function adjustmentCountQuery(db: Db, since: number) {
  return db
    .select(named<{ n: number }>({ n: sql`COUNT(*)` }))
    .from(sql`points_ledger l`)
    .where(sql`l.kind = 'adjustment' AND l.created_at >= ${since}`);
}
