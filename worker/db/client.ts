import type { SQL } from "drizzle-orm";
import type { BatchItem as DrizzleBatchItem } from "drizzle-orm/batch";
import { type DrizzleD1Database, drizzle } from "drizzle-orm/d1";

/**
 * Drizzle over D1. Every batch is drizzle's documented `db.batch` (one D1 batch: one round trip, one
 * transaction); SQL the builder cannot say goes inside builder queries (`sql`, `named`), never as a raw
 * `db.all(sql)` item, which drizzle's D1 batch cannot bind (drizzle-orm issue 2277; decision 158). Only
 * db/ folders import drizzle (tests/unit/worker-architecture.test.ts, biome.json): the layers above
 * name its types through these.
 */
export type Db = DrizzleD1Database<Record<string, never>>;
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

/** What a batch answers for `items`: each item's rows, in order (drizzle's `BatchResponse`, for services that cannot import drizzle). */
export type BatchRows<T extends readonly PromiseLike<unknown>[]> = { -readonly [K in keyof T]: Awaited<T[K]> };
