import { eq } from "drizzle-orm";
import type { Db } from "../../../env";
import { calendarFeeds } from "../../../db/schema";

/** A member's feed token (hashed): a new one replaces the old, which stops working at once. */
export function saveFeedTokenQuery(db: Db, userId: string, tokenHash: string, at: number) {
  return db
    .insert(calendarFeeds)
    .values({ userId, tokenHash, createdAt: at })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: at } })
    .returning();
}

export async function findFeedOfUser(db: Db, userId: string) {
  return db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId)).get();
}

export function deleteFeedOfUserQuery(db: Db, userId: string) {
  return db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId)).returning({ userId: calendarFeeds.userId });
}

export function feedByTokenQuery(db: Db, tokenHash: string) {
  return db.select({ userId: calendarFeeds.userId }).from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash));
}
