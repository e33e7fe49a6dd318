import { MAIL_TRANSPORT_NAMES, type TestMailResult } from "../../../../src/shared/health";
import { takeSlotIfFree } from "../../../db/throttles";
import { transportOf } from "../../../email/settings";
import { testMail } from "../email/test-mail";
import { sendTestMail as sendThroughTransport } from "../email/send-test-mail";
import { ApiError } from "../../../http/api-error";
import { MINUTE, now } from "../../../lib/clock";
import { throttleKeys } from "../../../lib/throttle-keys";
import type { ServiceContext } from "../../../services/context";

/**
 * POST /api/admin/health/test-mail: one mail to the admin's own address
 * through the configured transport, answering what the transport said —
 * the words an admin needs to fix a mail setup (a refused key, an unknown
 * sender), which members never see. It counts against the day's budget
 * like any account mail (a spent budget is the answer, not an error);
 * one a minute per admin.
 */
export async function sendAdminTestMail(ctx: ServiceContext, admin: { id: string; email: string }): Promise<TestMailResult> {
  ctx.assertMailConfigured();
  const at = now();
  if (!(await takeSlotIfFree(ctx.db, throttleKeys.testMail(admin.id), 1, MINUTE, at))) {
    throw new ApiError("RATE_LIMITED", "You sent a test mail less than a minute ago. Please wait a minute.", { "Retry-After": "60" });
  }
  const transport = MAIL_TRANSPORT_NAMES[transportOf(ctx.env)] ?? transportOf(ctx.env);
  const sent = await sendThroughTransport(ctx.env, ctx.db, testMail(admin.email, transport, ctx.siteLink("/profile/admin/health")));
  if (!sent.ok) {
    console.error("test mail failed", sent.reason);
    return { delivered: false, to: admin.email, transport, answer: `Not sent through ${transport}: ${sent.reason}` };
  }
  return {
    delivered: true,
    to: admin.email,
    transport,
    answer: `Accepted by ${transport}. Look for "Test mail" in ${admin.email}'s inbox (and its spam folder).`,
  };
}
