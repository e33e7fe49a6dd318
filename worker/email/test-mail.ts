import type { Bindings, Db } from "../env";
import { dailyBudget, spendMailBudget } from "./budget";
import { describeTransportFailure, pickTransport } from "./mailer";
import type { Mail } from "./types";

export type TestMailResult = { ok: true } | { ok: false; reason: string };

/**
 * For the health page: sends one mail (templates.ts testMail) through the configured
 * transport now, and says in plain words why it did not go — "SMTP login
 * refused by smtp.gmail.com:465 — check SMTP_USER and SMTP_PASSWORD (an app
 * password)…" — instead of throwing. It counts against the daily budget as
 * account mail, since it spends the provider's quota like any other mail.
 */
export async function sendTestMail(env: Bindings, db: Db, mail: Mail): Promise<TestMailResult> {
  const budget = dailyBudget(env);
  if (budget !== null && !(await spendMailBudget(db, budget, "account"))) {
    return { ok: false, reason: `Today's mail budget (${budget}, MAIL_DAILY_BUDGET) is spent: no test mail was sent. It starts again at midnight UTC.` };
  }
  try {
    await pickTransport(env, db)(mail);
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: describeTransportFailure(error) };
  }
}
