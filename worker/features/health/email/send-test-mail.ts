import type { Bindings } from "../../../env";
import type { Db } from "../../../db/client";
import { dailyBudget } from "../../../email/budget";
import { enqueueMails, sendClaimed } from "../../../email/queue";
import type { Mail } from "../../../email/types";

export type TestMailResult = { ok: true } | { ok: false; reason: string };

/**
 * For the health page: sends one mail (templates.ts testMail) through the configured
 * transport now, and says in plain words why it did not go — "SMTP login
 * refused by smtp.gmail.com:465 — check SMTP_USER and SMTP_PASSWORD (an app
 * password)…" — instead of throwing. It goes through the queue like any
 * other mail and counts against the daily budget as account mail, since it
 * spends the provider's quota; it lasts a minute, so a failed one is never
 * sent later.
 */
export async function sendTestMail(env: Bindings, db: Db, mail: Mail): Promise<TestMailResult> {
  const rows = await enqueueMails(db, [{ mail }], { sendNow: 1 });
  const [{ outcome, reason }] = (await sendClaimed(env, db, rows)) as [{ outcome: string; reason?: string }];
  if (outcome === "sent") return { ok: true };
  if (outcome === "held") {
    const budget = dailyBudget(env);
    return { ok: false, reason: `Today's mail budget (${budget}, MAIL_DAILY_BUDGET) is spent: no test mail was sent. It starts again at midnight UTC.` };
  }
  return { ok: false, reason: reason ?? "The mail could not be sent just now." };
}
