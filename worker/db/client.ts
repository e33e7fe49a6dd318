import type { SQL } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Db } from "../env";

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
 * `db.all(sql)` — rows as objects named by the SQL's own aliases — that
 * also works inside `db.batch`: drizzle's D1 batch binds the parameters of
 * every item through a prepared statement that its raw-SQL items lack
 * (drizzle-orm issue 2277, "`sql` in D1 batch causes TypeError: Cannot read
 * properties of undefined (reading 'bind')"), so the statement is attached
 * here. For statements written out in SQL (upserts with conditions,
 * correlated subqueries) that the query builder cannot express.
 */
export function rawAll<T>(db: Db, query: SQL) {
  const raw = db.all<T>(query);
  Object.assign(raw, { stmt: db.$client.prepare(raw.getQuery().sql) });
  return raw;
}

/** `db.run(sql)` that also works inside `db.batch` (see rawAll). */
export function rawRun(db: Db, query: SQL) {
  const raw = db.run(query);
  Object.assign(raw, { stmt: db.$client.prepare(raw.getQuery().sql) });
  return raw;
}
