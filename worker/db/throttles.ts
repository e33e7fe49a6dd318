import { eq, sql } from "drizzle-orm";
import type { Db } from "../env";
import { throttles } from "./schema";

export type ThrottleState = { count: number; resetAt: number };

/**
 * Counts one event in a fixed window, in one statement: a window that has
 * ended starts again at 1. (In an UPDATE, SQLite reads the old row values.)
 */
export async function hitThrottle(db: Db, key: string, windowMs: number, at: number): Promise<ThrottleState> {
  const row = await db
    .insert(throttles)
    .values({ key, count: 1, resetAt: at + windowMs })
    .onConflictDoUpdate({
      target: throttles.key,
      set: {
        count: sql`CASE WHEN ${throttles.resetAt} <= ${at} THEN 1 ELSE ${throttles.count} + 1 END`,
        resetAt: sql`CASE WHEN ${throttles.resetAt} <= ${at} THEN ${at + windowMs} ELSE ${throttles.resetAt} END`,
      },
    })
    .returning({ count: throttles.count, resetAt: throttles.resetAt })
    .get();
  return row ?? { count: 1, resetAt: at + windowMs };
}

export async function readThrottle(db: Db, key: string, at: number): Promise<ThrottleState | undefined> {
  const row = await db.select().from(throttles).where(eq(throttles.key, key)).get();
  return row && row.resetAt > at ? { count: row.count, resetAt: row.resetAt } : undefined;
}

export function clearThrottleQuery(db: Db, key: string) {
  return db.delete(throttles).where(eq(throttles.key, key));
}
