import { jobRequestUrl } from "./email/mailer";
import { createApp } from "./app";
import { createDb } from "./db/client";
import { purgeExpired } from "./db/maintenance";
import { dailyBudget, limitFor, mailsSentOn, shareSizes } from "./email/budget";
import { drainMailQueue, FAILED_MAIL_RETENTION_MS, SENT_MAIL_RETENTION_MS } from "./email/queue";
import type { Bindings, Db } from "./env";
import { JOBS, lastJobRun, recordJobRun } from "./db/job-runs";
import { DAY, now, utcDay } from "./lib/clock";
import { CONTACT_RETENTION_MS } from "./features/contact/services/contact";
import { queueDueReminders } from "./features/events/services/reminders";
import { messageMailWriter } from "./features/mailings/services/mailings";
import { createServiceContext } from "./services/context";
import { CONTENT_RESTORE_DAYS } from "../src/shared/content/collections";

const app = createApp();

async function dailyJob(env: Bindings, db: Db, at: number) {
  const budget = dailyBudget(env);
  const yesterday = at - DAY;
  if (budget !== null) {
    const [account, event] = await Promise.all([mailsSentOn(db, yesterday, "account"), mailsSentOn(db, yesterday, "event")]);
    if (account >= limitFor(budget, "signup")) {
      console.warn(
        `mail budget reached on ${utcDay(yesterday)}: ${account} account mails sent of ${shareSizes(budget).account}; ` +
          "sign-ups were refused with MAIL_QUOTA_REACHED once the unreserved part was spent",
      );
    }
    if (event > 0 && event >= limitFor(budget, "event")) {
      console.warn(`event mail share reached on ${utcDay(yesterday)}: ${event} event mails sent; the rest waited in the queue for the next day's share`);
    }
  }
  await purgeExpired(db, at, {
    outboxMs: 7 * DAY,
    contactMs: CONTACT_RETENTION_MS,
    deletedContentMs: CONTENT_RESTORE_DAYS * DAY,
    sentMailMs: SENT_MAIL_RETENTION_MS,
    failedMailMs: FAILED_MAIL_RETENTION_MS,
  });
}

/**
 * Every hour: queue the reminders that are due, then send what the queue
 * holds within the day's shares (decision 081). Each part runs even when the
 * other failed; the run is recorded failed if either did.
 */
async function hourlyJob(env: Bindings, db: Db, at: number) {
  // The links of the mail it writes: the site's address (on a preview, where it runs: decision 123).
  const ctx = createServiceContext(env, db, jobRequestUrl(env));
  const failures: string[] = [];
  await queueDueReminders(ctx, at).catch((error: unknown) => failures.push(`reminders: ${messageOf(error)}`));
  await drainMailQueue(env, db, { writeLate: messageMailWriter(ctx) }).catch((error: unknown) => failures.push(`mail queue: ${messageOf(error)}`));
  if (failures.length > 0) throw new Error(failures.join("; "));
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Runs a job and records how it ended for the health page; rethrows so the platform logs a failed run too. */
async function recorded(db: Db, name: string, at: number, job: () => Promise<void>) {
  try {
    await job();
    await recordJobRun(db, name, { lastRunAt: at, ok: true, message: null });
  } catch (error) {
    await recordJobRun(db, name, { lastRunAt: at, ok: false, message: messageOf(error) }).catch(() => {});
    throw error;
  }
}

/** The daily clean-up runs in the first hourly run of each UTC day, and again in the next run while it has not succeeded today. */
async function dailyJobDue(db: Db, at: number): Promise<boolean> {
  const last = await lastJobRun(db, JOBS.daily);
  return last === null || !last.ok || utcDay(last.lastRunAt) !== utcDay(at);
}

export default {
  fetch: app.fetch,
  /**
   * The cron trigger (wrangler.toml, hourly): the reminders and the mail
   * queue every hour; once a day, the clean-up — it says whether yesterday's
   * mail shares ran out (read before the purge deletes their counters), then
   * deletes spent verifications and throttles, old revocations, outbox mail
   * and contact messages past their retention, sent mail in the queue, and
   * content deleted more than CONTENT_RESTORE_DAYS ago.
   */
  async scheduled(_controller, env) {
    const db = createDb(env.DB);
    const at = now();
    const hourly = recorded(db, JOBS.hourly, at, () => hourlyJob(env, db, at)).then(
      () => null,
      (error: unknown) => error,
    );
    const hourlyError = await hourly;
    if (await dailyJobDue(db, at)) await recorded(db, JOBS.daily, at, () => dailyJob(env, db, at));
    if (hourlyError) throw hourlyError;
  },
} satisfies ExportedHandler<Bindings>;
