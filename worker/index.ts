import { createApp } from "./app";
import { createDb } from "./db/client";
import { purgeExpired } from "./db/maintenance";
import { dailyBudget, limitFor, mailsSentOn, utcDay } from "./email/budget";
import type { Bindings } from "./env";
import { DAY, now } from "./lib/clock";
import { CONTACT_RETENTION_MS } from "./services/contact";

const app = createApp();

export default {
  fetch: app.fetch,
  /**
   * Daily job (cron trigger in wrangler.toml): says whether yesterday's mail
   * budget ran out (read before the purge deletes its counter), then deletes
   * spent verifications and throttles, old revocations, outbox mail and
   * contact messages past their retention.
   */
  async scheduled(_controller, env) {
    const db = createDb(env.DB);
    const at = now();
    const budget = dailyBudget(env);
    const yesterday = at - DAY;
    const sent = await mailsSentOn(db, yesterday);
    if (budget !== null && sent >= limitFor(budget, "signup")) {
      console.warn(
        `mail budget reached on ${utcDay(yesterday)}: ${sent} of ${budget} mails sent; ` +
          "sign-ups were refused with MAIL_QUOTA_REACHED once the unreserved part was spent",
      );
    }
    await purgeExpired(db, at, { outboxMs: 7 * DAY, contactMs: CONTACT_RETENTION_MS });
  },
} satisfies ExportedHandler<Bindings>;
