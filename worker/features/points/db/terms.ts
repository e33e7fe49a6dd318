import { asc, desc, eq, lte, sql, type SQL } from "drizzle-orm";
import type { TermSelector } from "../../../../src/shared/terms";
import { type Db, named } from "../../../db/client";
import { termPoints, terms, type TermRow } from "../../../db/schema";

/**
 * Terms. The rule "terms never overlap" is part of the very statement that
 * writes a term (INSERT … SELECT … WHERE NOT EXISTS, UPDATE … WHERE NOT
 * EXISTS), so it cannot be raced: D1 runs one statement at a time. Terms are
 * half-open, [starts_at, ends_at): one may end when the next starts.
 */

/** Another term shares some of [start, end) with the row being written (`self`: the id to leave out). */
function overlaps(start: SQL, end: SQL, self: string | null): SQL {
  return sql`EXISTS (SELECT 1 FROM terms o WHERE o.starts_at < ${end} AND o.ends_at > ${start} ${self === null ? sql`` : sql`AND o.id <> ${self}`})`;
}

/** Inserts the term unless it overlaps another; returns it when it was written. */
export function insertTermQuery(db: Db, row: TermRow) {
  return db
    .insert(terms)
    .select(
      // The columns in the table's order.
      sql`SELECT ${row.id}, ${row.name}, ${row.startsAt}, ${row.endsAt}, ${row.createdAt}, ${row.updatedAt}
          WHERE NOT ${overlaps(sql`${row.startsAt}`, sql`${row.endsAt}`, null)}`,
    )
    .returning({ id: terms.id });
}

export type TermChanges = { name?: string | undefined; startsAt?: number | undefined; endsAt?: number | undefined };

/** Applies the changes unless the new dates overlap another term (dates not given keep their stored values). */
export function updateTermQuery(db: Db, id: string, changes: TermChanges, at: number) {
  const start = changes.startsAt === undefined ? sql`terms.starts_at` : sql`${changes.startsAt}`;
  const end = changes.endsAt === undefined ? sql`terms.ends_at` : sql`${changes.endsAt}`;
  return db
    .update(terms)
    .set({ name: sql`COALESCE(${changes.name ?? null}, name)`, startsAt: start, endsAt: end, updatedAt: at })
    .where(sql`${terms.id} = ${id} AND NOT ${overlaps(start, end, id)}`)
    .returning({ id: terms.id });
}

/**
 * Recounts every member's points in the term from the ledger (after its
 * dates changed, or when it is new): rows whose moment falls in the term.
 * From then on the ledger's trigger keeps the counts.
 */
export function clearTermPointsQuery(db: Db, termId: string, when: boolean) {
  return db.delete(termPoints).where(sql`${when ? sql`1` : sql`0`} AND ${termPoints.termId} = ${termId}`);
}

/**
 * (`when` false: a no-op that SQLite skips without reading a row, so a batch
 * keeps the same shape whether or not the dates changed.)
 */
export function fillTermPointsQuery(db: Db, termId: string, when: boolean) {
  return db.insert(termPoints).select(
    // The columns in the table's order (the id is SQLite's).
    sql`SELECT NULL, l.user_id, t.id, SUM(l.delta), (SELECT u.show_on_leaderboard FROM users u WHERE u.id = l.user_id)
        FROM points_ledger l JOIN terms t ON t.id = ${termId}
        WHERE ${when ? sql`1` : sql`0`} AND l.occurred_at >= t.starts_at AND l.occurred_at < t.ends_at
        GROUP BY l.user_id`,
  );
}

export function deleteTermQuery(db: Db, id: string) {
  return db.delete(terms).where(eq(terms.id, id)).returning({ id: terms.id });
}

export function termByIdQuery(db: Db, id: string) {
  return db.select().from(terms).where(eq(terms.id, id));
}

export function listTermsQuery(db: Db) {
  return db.select().from(terms).orderBy(asc(terms.startsAt));
}

/** The term containing `at`, if any. */
export function currentTermQuery(db: Db, at: number) {
  return db.select().from(terms).where(sql`${terms.startsAt} <= ${at} AND ${terms.endsAt} > ${at}`);
}

/**
 * The latest term to have started by `at`: the one containing it or,
 * between terms, the last before it (terms never overlap, so a term
 * containing `at` is the latest to have started). None before the first.
 */
export function latestStartedTermQuery(db: Db, at: number) {
  return db.select().from(terms).where(lte(terms.startsAt, at)).orderBy(desc(terms.startsAt)).limit(1);
}

/** That term's start, as SQL (NULL before the first term), for a statement in the same batch. */
export function latestStartedTermStartSql(at: number): SQL {
  return sql`(SELECT ls.starts_at FROM terms ls WHERE ls.starts_at <= ${at} ORDER BY ls.starts_at DESC LIMIT 1)`;
}

/** The id of the term a selector names, as SQL: the term containing `at` for `current` (null when none). */
export function termSql(selector: Exclude<TermSelector, "all">, at: number): SQL {
  if (selector !== "current") return sql`${selector}`;
  return sql`(SELECT cur.id FROM terms cur WHERE cur.starts_at <= ${at} AND cur.ends_at > ${at})`;
}

/** The term a selector names (no row for `all`, or for `current` with no current term). */
export function selectedTermQuery(db: Db, selector: TermSelector, at: number) {
  if (selector === "all") return db.select().from(terms).where(sql`0`);
  return selector === "current" ? currentTermQuery(db, at) : termByIdQuery(db, selector);
}

/** Another term that [start, end) — or the stored dates of `self` where not given — would overlap, to name it. */
export function overlappingTermQuery(db: Db, range: { startsAt?: number | undefined; endsAt?: number | undefined }, self: string | null) {
  const start = range.startsAt ?? null;
  const end = range.endsAt ?? null;
  const stored = (column: "starts_at" | "ends_at") => (self === null ? sql`NULL` : sql`(SELECT me.${sql.raw(column)} FROM terms me WHERE me.id = ${self})`);
  return db
    .select(named<{ name: string; startsAt: number; endsAt: number }>({ name: sql`o.name`, startsAt: sql`o.starts_at`, endsAt: sql`o.ends_at` }))
    .from(sql`terms o`)
    .where(
      sql`o.starts_at < COALESCE(${end}, ${stored("ends_at")}) AND o.ends_at > COALESCE(${start}, ${stored("starts_at")})
        ${self === null ? sql`` : sql`AND o.id <> ${self}`}`,
    )
    .orderBy(sql`o.starts_at`)
    .limit(1);
}
