import { jobRequestUrl } from "./email/mailer";
import { createDb } from "./db/client";
import { purgeExpired } from "./db/maintenance";
import { dailyBudget, limitFor, mailsSentOn, shareSizes } from "./email/budget";
import { drainMailQueue, FAILED_MAIL_RETENTION_MS, SENT_MAIL_RETENTION_MS } from "./email/queue";
import type { Bindings } from "./env";
import type { Db } from "./db/client";
import { JOBS, lastJobRun, recordJobRun } from "./features/health/db/job-runs";
import { DAY, now, utcDay } from "./lib/clock";
import { CONTACT_RETENTION_MS } from "./features/contact/services/contact";
import { queueDueReminders } from "./features/events/services/reminders";
import { messageMailWriter } from "./features/mailings/services/mailings";
import { sendDueScheduledMailings } from "./features/mailings/services/scheduled-mailings";
import { PUSHES_PER_INVOCATION, purgePushQueue, pushRoom, sendPushes } from "./features/notifications/services/push";
import { createServiceContext } from "./services/context";
import { CONTENT_RESTORE_DAYS } from "../src/shared/content/collections";

/** The cron trigger that sends pushes only (wrangler.toml). */
const PUSH_CRON = "* * * * *";

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
  await purgePushQueue(db, at);
}

/**
 * Every hour: queue the reminders and the scheduled messages that are due (decision 126), then send what the queue
 * holds within the day's shares (decision 081), then the pushes within what
 * the mails left of the run's subrequests (decision 115). Each part runs even when the
 * other failed; the run is recorded failed if either did.
 */
async function hourlyJob(env: Bindings, db: Db, at: number) {
  // The links of the mail it writes: the site's address (on a preview, where it runs: decision 123).
  const ctx = createServiceContext(env, db, jobRequestUrl(env));
  const failures: string[] = [];
  await queueDueReminders(ctx, at).catch((error: unknown) => failures.push(`reminders: ${messageOf(error)}`));
  await sendDueScheduledMailings(ctx, at).catch((error: unknown) => failures.push(`scheduled messages: ${messageOf(error)}`));
  const mailed = await drainMailQueue(env, db, { writeLate: messageMailWriter(ctx) }).catch((error: unknown) => {
    failures.push(`mail queue: ${messageOf(error)}`);
    return null;
  });
  // Pushes take the subrequests the mails left (decision 115).
  const room = pushRoom(mailed ? mailed.sent + mailed.failed : 0);
  await sendPushes(env, db, { limit: room }).catch((error: unknown) => failures.push(`push queue: ${messageOf(error)}`));
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

/**
 * The cron triggers (wrangler.toml): every minute, a few pushes; hourly, the reminders and the mail
 * queue every hour; once a day, the clean-up — it says whether yesterday's
 * mail shares ran out (read before the purge deletes their counters), then
 * deletes spent verifications and throttles, old revocations, outbox mail
 * and contact messages past their retention, sent mail in the queue, and
 * content deleted more than CONTENT_RESTORE_DAYS ago.
 */
export async function runScheduled(controller: ScheduledController, env: Bindings): Promise<void> {
  const db = createDb(env.DB);
  // Every minute: a few of the waiting pushes (decision 115), nothing else; an empty queue costs one query.
  if (controller.cron === PUSH_CRON) return void (await sendPushes(env, db, { limit: PUSHES_PER_INVOCATION }));
  const at = now();
  const hourly = recorded(db, JOBS.hourly, at, () => hourlyJob(env, db, at)).then(
    () => null,
    (error: unknown) => error,
  );
  const hourlyError = await hourly;
  if (await dailyJobDue(db, at)) await recorded(db, JOBS.daily, at, () => dailyJob(env, db, at));
  if (hourlyError) throw hourlyError;
}
