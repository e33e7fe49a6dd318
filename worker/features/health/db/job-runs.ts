import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { jobRuns } from "./tables";

/** The scheduled jobs' names in job_runs. */
export const JOBS = { daily: "daily", hourly: "hourly" } as const;

export type JobRun = { lastRunAt: number; ok: boolean; message: string | null };

/** Records how a run of a scheduled job ended (one row per job, replaced). */
export async function recordJobRun(db: Db, name: string, run: JobRun): Promise<void> {
  await db
    .insert(jobRuns)
    .values({ name, ...run })
    .onConflictDoUpdate({ target: jobRuns.name, set: run })
    .run();
}

export async function lastJobRun(db: Db, name: string): Promise<JobRun | null> {
  const row = await db.select({ lastRunAt: jobRuns.lastRunAt, ok: jobRuns.ok, message: jobRuns.message }).from(jobRuns).where(eq(jobRuns.name, name)).get();
  return row ?? null;
}
