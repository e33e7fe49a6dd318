import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import type { Bindings } from "../../../worker/env";
import worker from "../../../worker/index";

/**
 * One run of the cron trigger (worker/index.ts `scheduled`, hourly): the
 * reminders and the mail queue, and — when `daily` — the daily clean-up,
 * which otherwise runs only in the first run of a UTC day. The database is
 * shared, so another test has usually run it today: `daily` forgets that run
 * first, as the first run of a new day would find it.
 */
export async function runCron(options: { daily?: boolean; env?: Partial<Bindings>; cron?: "17 * * * *" | "* * * * *" } = {}) {
  if (options.daily ?? true) await env.DB.prepare("DELETE FROM job_runs WHERE name = 'daily'").run();
  // "* * * * *": the minute trigger, which only hands queued pushes over.
  const controller = createScheduledController({ scheduledTime: Date.now(), cron: options.cron ?? "17 * * * *" });
  const ctx = createExecutionContext();
  await (worker as ExportedHandler<Bindings>).scheduled!(controller, { ...env, ...options.env } as Bindings, ctx);
  await waitOnExecutionContext(ctx);
}
