import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { calendarFeeds } from "./tables";
import type { CalendarAlarms } from "../../../../src/shared/calendar-alarms";

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
  return db.select({ userId: calendarFeeds.userId, alarms: calendarFeeds.alarms }).from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash));
}

/** The member's choice of reminders in their feed; no row when they have no feed. */
export function setFeedAlarmsQuery(db: Db, userId: string, alarms: CalendarAlarms) {
  return db.update(calendarFeeds).set({ alarms }).where(eq(calendarFeeds.userId, userId)).returning({ alarms: calendarFeeds.alarms });
}
