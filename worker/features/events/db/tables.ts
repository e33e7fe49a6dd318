import { CALENDAR_ALARMS } from "../../../../src/shared/calendar-alarms";
import { sqliteTable, text, integer } from "drizzle-orm/sqlite-core";

// The events feature's own tables, mirroring migrations/*.sql like worker/db/schema.ts (which keeps the
// tables two or more features use); tests/worker/schema.test.ts checks both against the migrations.

export const calendarFeeds = sqliteTable("calendar_feeds", {
  userId: text("user_id").primaryKey(),
  tokenHash: text("token_hash").notNull(),
  createdAt: integer("created_at").notNull(),
  /** When the member's calendar reminds them (migrations/0051_calendar_alarms.sql, decision 122). */
  alarms: text("alarms", { enum: CALENDAR_ALARMS }).notNull().default("day-and-hour"),
});
