import { createApp } from "./app";
import { createDb } from "./db/client";
import { purgeExpired } from "./db/maintenance";
import { dailyBudget, limitFor, mailsSentOn, shareSizes } from "./email/budget";
import type { Bindings, Db } from "./env";
import { JOBS, recordJobRun } from "./db/job-runs";
import { DAY, now, utcDay } from "./lib/clock";
import { CONTACT_RETENTION_MS } from "./features/contact/services/contact";
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
      console.warn(`event mail share reached on ${utcDay(yesterday)}: ${event} event mails sent; later ones were not sent`);
    }
  }
  await purgeExpired(db, at, { outboxMs: 7 * DAY, contactMs: CONTACT_RETENTION_MS, deletedContentMs: CONTENT_RESTORE_DAYS * DAY });
}

export default {
  fetch: app.fetch,
  /**
   * Daily job (cron trigger in wrangler.toml): says whether yesterday's mail
   * budget ran out (read before the purge deletes its counter), then deletes
   * spent verifications and throttles, old revocations, outbox mail and
   * contact messages past their retention, and content deleted more than
   * CONTENT_RESTORE_DAYS ago.
   */
  async scheduled(_controller, env) {
    const db = createDb(env.DB);
    const at = now();
    try {
      await dailyJob(env, db, at);
      await recordJobRun(db, JOBS.daily, { lastRunAt: at, ok: true, message: null });
    } catch (error) {
      // Recorded for the health page, then rethrown so the platform logs the failed run too.
      await recordJobRun(db, JOBS.daily, { lastRunAt: at, ok: false, message: error instanceof Error ? error.message : String(error) }).catch(() => {});
      throw error;
    }
  },
} satisfies ExportedHandler<Bindings>;
