import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "./client";
import { throttles } from "./schema";

export type ThrottleState = { count: number; resetAt: number };

/**
 * Takes one slot of a fixed window in one statement, only while fewer than
 * `limit` are taken — so parallel requests can never get past the limit. A
 * window that has ended starts again at 1. Returns the new state, or null
 * when the window is full. (In an UPDATE, SQLite reads the old row values.)
 */
export async function takeSlotIfFree(db: Db, key: string, limit: number, windowMs: number, at: number): Promise<ThrottleState | null> {
  if (limit < 1) return null;
  const row = await countQuery(db, key, windowMs, at, limit).get();
  return row ?? null;
}

/**
 * Takes `uses` slots at once (several files written by one upload), only while they all fit under
 * `limit`: the state after, or null when they do not (nothing is taken then).
 */
export async function takeSlotsIfFree(db: Db, key: string, uses: number, limit: number, windowMs: number, at: number): Promise<ThrottleState | null> {
  if (uses > limit) return null;
  const row = await countQuery(db, key, windowMs, at, limit, uses).get();
  return row ?? null;
}

/**
 * takeSlotIfFree as a query, for a D1 batch that takes several keys in one
 * round trip: a row when the slot was taken, none when the window is full.
 */
export function takeSlotQuery(db: Db, key: string, limit: number, windowMs: number, at: number) {
  return countQuery(db, key, windowMs, at, limit);
}

export async function readThrottle(db: Db, key: string, at: number): Promise<ThrottleState | undefined> {
  const row = await db.select().from(throttles).where(eq(throttles.key, key)).get();
  return row && row.resetAt > at ? { count: row.count, resetAt: row.resetAt } : undefined;
}

export function clearThrottleQuery(db: Db, key: string) {
  return db.delete(throttles).where(eq(throttles.key, key));
}

/**
 * Counts one use of `key` in a fixed window, allowed or not, and returns the
 * count: for limits that must sit in the same batch as the work they guard
 * (check-in), where the later statements go ahead only while
 * `withinLimit(key, limit)` holds. Counting refused uses too keeps the rule
 * simple: the window does not move, so the member waits it out.
 */
export function countUseQuery(db: Db, key: string, windowMs: number, at: number) {
  return countQuery(db, key, windowMs, at);
}

/** The counter as stored (its window may have ended), for Retry-After in the same batch as takeSlotQuery. */
export function throttleStateQuery(db: Db, key: string) {
  return db.select({ count: throttles.count, resetAt: throttles.resetAt }).from(throttles).where(eq(throttles.key, key));
}

/**
 * Gives back a slot taken in the window that ends at `resetAt`: a use that
 * turned out not to count (a right code, where only wrong ones are capped).
 * Nothing once that window has ended.
 */
export function releaseSlotQuery(db: Db, key: string, resetAt: number) {
  return db
    .update(throttles)
    .set({ count: sql`${throttles.count} - 1` })
    .where(and(eq(throttles.key, key), eq(throttles.resetAt, resetAt), gt(throttles.count, 0)));
}

/**
 * One use (or `uses`) of `key` in a fixed window: a new window starts at 1 once the old
 * one has ended. With a `limit`, a use over it changes nothing and returns
 * no row (the conditional upsert is what makes the check atomic).
 */
function countQuery(db: Db, key: string, windowMs: number, at: number, limit?: number, uses = 1) {
  const ended = sql`${throttles.resetAt} <= ${at}`;
  return db
    .insert(throttles)
    .values({ key, count: uses, resetAt: at + windowMs })
    .onConflictDoUpdate({
      target: throttles.key,
      set: {
        count: sql`CASE WHEN ${ended} THEN ${uses} ELSE ${throttles.count} + ${uses} END`,
        resetAt: sql`CASE WHEN ${ended} THEN ${at + windowMs} ELSE ${throttles.resetAt} END`,
      },
      ...(limit === undefined ? {} : { setWhere: sql`${ended} OR ${throttles.count} + ${uses} <= ${limit}` }),
    })
    .returning({ count: throttles.count, resetAt: throttles.resetAt });
}

/** True while the uses counted under `key` (by countUseQuery, earlier in the batch) are at most `limit`. */
export function withinLimit(key: string, limit: number) {
  return sql`COALESCE((SELECT lim.count FROM throttles lim WHERE lim.key = ${key}), 0) <= ${limit}`;
}
