import { sql, type SQL } from "drizzle-orm";
import type { LedgerKind } from "../../../../src/shared/points";
import type { Db } from "../../../db/client";
import { rawAll } from "../../../db/client";

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
  return rawAll<{ id: number }>(
    db,
    sql`
    INSERT INTO points_ledger (user_id, delta, kind, event_id, reason, actor_id, occurred_at, created_at, idempotency_key)
    SELECT users.id, ${delta}, 'adjustment', NULL, ${reason}, ${actorId}, ${at}, ${at}, ${key}
    FROM users WHERE users.id = ${userId} AND users.points + ${delta} >= 0 AND ${delta} <> 0 ${guard ? sql`AND ${guard}` : sql``}
    RETURNING id`,
  );
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

const entryColumns = sql`l.id AS id, l.delta AS delta, l.kind AS kind, l.reason AS reason, l.created_at AS createdAt,
  l.occurred_at AS occurredAt, ${termAt(sql`l.occurred_at`)} AS termId,
  e.id AS eventId, e.slug AS eventSlug, e.title AS eventTitle, a.id AS actorId, a.username AS actorUsername`;

/** One row, by its id (the answer to an adjustment). */
export function ledgerEntryQuery(db: Db, key: string) {
  return rawAll<LedgerEntryRow>(
    db,
    sql`
    SELECT ${entryColumns}
    FROM points_ledger l LEFT JOIN events e ON e.id = l.event_id LEFT JOIN users a ON a.id = l.actor_id
    WHERE l.idempotency_key = ${key}`,
  );
}

/** Which of the member's rows a history shows: all, or those of one term ([start, end) of its occurred_at). */
export type HistoryScope = { kind: "all" } | { kind: "term"; termSql: SQL };

function scopeWhere(scope: HistoryScope): SQL {
  if (scope.kind === "all") return sql``;
  const term = scope.termSql;
  return sql`AND l.occurred_at >= (SELECT ts.starts_at FROM terms ts WHERE ts.id = ${term})
    AND l.occurred_at < (SELECT te.ends_at FROM terms te WHERE te.id = ${term})`;
}

/** A page of the member's rows, newest first (the rowid order, on the user_id index). */
export function historyPageQuery(db: Db, userId: string, scope: HistoryScope, limit: number, offset: number) {
  return rawAll<LedgerEntryRow>(
    db,
    sql`
    SELECT ${entryColumns}
    FROM points_ledger l LEFT JOIN events e ON e.id = l.event_id LEFT JOIN users a ON a.id = l.actor_id
    WHERE l.user_id = ${userId} ${scopeWhere(scope)}
    ORDER BY l.id DESC LIMIT ${limit} OFFSET ${offset}`,
  );
}

export function historyCountQuery(db: Db, userId: string, scope: HistoryScope) {
  return rawAll<{ n: number }>(db, sql`SELECT COUNT(*) AS n FROM points_ledger l WHERE l.user_id = ${userId} ${scopeWhere(scope)}`);
}

export type TermTotalRow = { id: string; name: string; startsAt: number; endsAt: number; points: number };

/** The member's points in every term they have any in, newest term first. */
export function termTotalsQuery(db: Db, userId: string) {
  return rawAll<TermTotalRow>(
    db,
    sql`
    SELECT t.id AS id, t.name AS name, t.starts_at AS startsAt, t.ends_at AS endsAt, tp.points AS points
    FROM term_points tp JOIN terms t ON t.id = tp.term_id
    WHERE tp.user_id = ${userId}
    ORDER BY t.starts_at DESC`,
  );
}

/** The member's total (users.points, the sum of their rows); nothing when there is no such member. */
export function userTotalQuery(db: Db, userId: string) {
  return rawAll<{ points: number }>(db, sql`SELECT u.points AS points FROM users u WHERE u.id = ${userId}`);
}

export type AdjustmentLineRow = LedgerEntryRow & { memberId: string; memberUsername: string; memberFirstName: string; memberLastName: string };

/**
 * Adjustments written at or after `since` (0: all), newest first, with the
 * member and who made each: by the partial index of migrations/0011, so the
 * attendance rows that make up most of the ledger are never read.
 */
export function adjustmentPageQuery(db: Db, since: number, limit: number, offset: number) {
  return rawAll<AdjustmentLineRow>(
    db,
    sql`
    SELECT ${entryColumns}, m.id AS memberId, m.username AS memberUsername, m.first_name AS memberFirstName, m.last_name AS memberLastName
    FROM points_ledger l JOIN users m ON m.id = l.user_id LEFT JOIN events e ON e.id = l.event_id LEFT JOIN users a ON a.id = l.actor_id
    WHERE l.kind = 'adjustment' AND l.created_at >= ${since}
    ORDER BY l.created_at DESC, l.id DESC LIMIT ${limit} OFFSET ${offset}`,
  );
}

export function adjustmentCountQuery(db: Db, since: number) {
  return rawAll<{ n: number }>(db, sql`SELECT COUNT(*) AS n FROM points_ledger l WHERE l.kind = 'adjustment' AND l.created_at >= ${since}`);
}
