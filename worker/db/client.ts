import type { SQL } from "drizzle-orm";
import type { BatchItem as DrizzleBatchItem } from "drizzle-orm/batch";
import { type DrizzleD1Database, drizzle } from "drizzle-orm/d1";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";

/**
 * Drizzle over D1, with the D1 binding itself (`$client`) for SQL written out (RawQuery, runBatch). Only db/
 * folders import drizzle (tests/unit/worker-architecture.test.ts, biome.json): the layers above name its
 * types through these.
 */
export type Db = DrizzleD1Database<Record<string, never>> & { $client: D1Database };
/** A piece of SQL a query of db/ made, handed through a service to another feature's query (a recipients subquery). */
export type { SQL };
/** One of the query builder's queries, for a service that adds its own to a batch it hands to db/. */
export type QueryBatchItem = DrizzleBatchItem<"sqlite">;

export function createDb(d1: D1Database): Db {
  return drizzle(d1);
}

/** D1 reports constraint violations only in the error text. */
export function uniqueViolation(error: unknown): "username" | "email" | "other" | null {
  const text = errorText(error);
  if (!/UNIQUE constraint failed/i.test(text)) return null;
  if (/\.username\b/.test(text)) return "username";
  if (/\.email\b/.test(text)) return "email";
  return "other";
}

/** Whether an error is a NOT NULL constraint failure on `table.column`. */
export function notNullViolation(error: unknown, column: string): boolean {
  return errorText(error).includes(`NOT NULL constraint failed: ${column}`);
}

/** The name of the CHECK constraint an error broke (constraints are named in the migrations), or null. */
export function checkViolation(error: unknown): string | null {
  const match = /CHECK constraint failed: ([A-Za-z0-9_]+)/.exec(errorText(error));
  return match?.[1] ?? null;
}

function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` ${errorText(error.cause)}` : "";
  return `${error.message}${cause}`;
}

/**
 * Columns written out in SQL (correlated subqueries, a term's bounds…), each named by its key
 * (`… AS "key"`), for `db.select()` / `.returning()`: a query that needs SQL the builder cannot say
 * stays a query of the builder, so it goes into drizzle's documented `db.batch` with the others. Every
 * column is named because D1 answers a batch's rows as objects, where two columns of one name
 * (`l.id`, `e.id`) would be one.
 */
export function named<T extends Record<string, unknown>>(columns: { [K in keyof T]: SQL }): { [K in keyof T]: SQL.Aliased<T[K]> } {
  return Object.fromEntries(Object.entries(columns).map(([key, value]) => [key, (value as SQL).as(key)])) as { [K in keyof T]: SQL.Aliased<T[K]> };
}

// Only turns `sql` templates into text and parameters; it holds no connection.
const dialect = new SQLiteAsyncDialect();

/**
 * SQL written out by hand (conditional upserts, INSERT … SELECT, correlated
 * subqueries: what the query builder cannot express) runs on D1's own
 * prepared statement: drizzle's raw items cannot go into a D1 batch that
 * has parameters (drizzle-orm issue 2277), and this one can. Awaited alone,
 * it answers its rows, named by the SQL's own aliases; in runBatch, the same.
 */
export class RawQuery<T> implements PromiseLike<T[]> {
  readonly statement: D1PreparedStatement;
  private readonly query: { sql: string; params: unknown[] };

  constructor(db: Db, query: SQL) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    this.query = { sql: text, params };
    this.statement = db.$client.prepare(text).bind(...params);
  }

  /** The statement's text and parameters, as drizzle's own `toSQL()` (for EXPLAIN QUERY PLAN in tests). */
  toSQL(): { sql: string; params: unknown[] } {
    return this.query;
  }

  read(result: D1Result): T[] {
    return result.results as T[];
  }

  // biome-ignore lint/suspicious/noThenProperty: deliberately thenable, as drizzle's own queries are: `await` runs the query alone.
  then<A = T[], B = never>(onFulfilled?: ((rows: T[]) => A | PromiseLike<A>) | null, onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null) {
    return this.statement
      .run()
      .then((result) => this.read(result))
      .then(onFulfilled, onRejected);
  }
}

export function rawAll<T>(db: Db, query: SQL): RawQuery<T> {
  return new RawQuery<T>(db, query);
}

/** A query of drizzle's builder: its prepared form gives the SQL and reads D1's answer as drizzle's own batch does. */
type BuiltQuery = PromiseLike<unknown> & {
  prepare(): { getQuery(): { sql: string; params: unknown[] }; mapResult(response: unknown, isFromBatch?: boolean): unknown };
};
type BatchItem = RawQuery<unknown> | BuiltQuery;

/**
 * One D1 batch (one round trip, one transaction) holding SQL written out
 * (RawQuery) and, if need be, the query builder's queries, each answered as
 * it would be alone. A batch of the query builder's queries only is
 * `db.batch`, drizzle's own.
 */
export async function runBatch<const T extends readonly BatchItem[]>(db: Db, items: T): Promise<BatchRows<T>> {
  const parts = items.map((item) => {
    if (item instanceof RawQuery) return { statement: item.statement, read: (result: D1Result) => item.read(result) };
    const prepared = item.prepare();
    const { sql: text, params } = prepared.getQuery();
    return { statement: db.$client.prepare(text).bind(...params), read: (result: D1Result) => prepared.mapResult(result, true) };
  });
  const results = await db.$client.batch(parts.map((part) => part.statement));
  return results.map((result, index) => parts[index]!.read(result)) as BatchRows<T>;
}

/** What runBatch answers for `items`: each item's rows, in order. */
export type BatchRows<T extends readonly BatchItem[]> = { -readonly [K in keyof T]: Awaited<T[K]> };
