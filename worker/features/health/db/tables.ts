import { sqliteTable, text, integer } from "drizzle-orm/sqlite-core";

// The health feature's own tables, mirroring migrations/*.sql like worker/db/schema.ts (which keeps the
// tables two or more features use); tests/worker/schema.test.ts checks both against the migrations.

/** When each scheduled job last ran and how it ended (migration 0016). */
export const jobRuns = sqliteTable("job_runs", {
  name: text("name").primaryKey(),
  lastRunAt: integer("last_run_at").notNull(),
  ok: integer("ok", { mode: "boolean" }).notNull(),
  message: text("message"),
});
