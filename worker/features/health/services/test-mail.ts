import type { TestMailResult } from "../../../../src/shared/health";
import { takeSlotIfFree } from "../../../db/throttles";
import { dailyBudget, quotaReached, spendMailBudget } from "../../../email/budget";
import { pickTransport } from "../../../email/mailer";
import { testMail } from "../../../email/templates";
import { ApiError } from "../../../http/api-error";
import { MINUTE, now } from "../../../lib/clock";
import { throttleKeys } from "../../../lib/throttle-keys";
import type { ServiceContext } from "../../../services/context";

const TRANSPORT_LABELS: Record<string, string> = { outbox: "the local outbox", resend: "Resend", smtp: "SMTP", cloudflare: "Cloudflare's send_email" };

/**
 * POST /api/admin/health/test-mail: one mail to the admin's own address
 * through the configured transport, answering what the transport said —
 * the words an admin needs to fix a mail setup (a refused key, an unknown
 * sender), which members never see. It counts against the day's budget
 * like any account mail; one a minute per admin.
 */
export async function sendTestMail(ctx: ServiceContext, admin: { id: string; email: string }): Promise<TestMailResult> {
  ctx.assertMailConfigured();
  const at = now();
  if (!(await takeSlotIfFree(ctx.db, throttleKeys.testMail(admin.id), 1, MINUTE, at))) {
    throw new ApiError("RATE_LIMITED", "You sent a test mail less than a minute ago. Please wait a minute.", { "Retry-After": "60" });
  }
  const transport = TRANSPORT_LABELS[ctx.env.EMAIL_TRANSPORT ?? ""] ?? TRANSPORT_LABELS.resend!;
  const budget = dailyBudget(ctx.env);
  if (budget !== null && !(await spendMailBudget(ctx.db, budget, "account"))) throw quotaReached(at);
  try {
    await pickTransport(ctx.env, ctx.db)(testMail(admin.email, transport, ctx.siteLink("/profile/admin/health")));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error("test mail failed", reason);
    return { delivered: false, to: admin.email, transport, answer: `${transport} did not take the mail: ${reason}` };
  }
  return {
    delivered: true,
    to: admin.email,
    transport,
    answer: `Accepted by ${transport}. Look for "Test mail" in ${admin.email}'s inbox (and its spam folder).`,
  };
}
