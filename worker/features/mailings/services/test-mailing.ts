import type * as z from "zod/mini";
import type { createMailingRequestSchema } from "../../../../src/shared/mailings";
import { plural } from "../../../../src/shared/plural";
import { MAILING_TESTS_PER_HOUR, type MailingTestResult } from "../../../../src/shared/scheduled-mailings";
import { enqueueMails, sendClaimed } from "../../../email/queue";
import { officerMessageMail } from "../email/mails";
import { HOUR } from "../../../lib/clock";
import { renderMarkdownLazily } from "../../../lib/markdown";
import { throttleKeys } from "../../../lib/throttle-keys";
import type { ServiceContext } from "../../../services/context";
import type { AuthenticatedUser } from "../../../services/sessions";
import { takeSlot } from "../../../services/throttle";
import { NOTIFICATIONS_PAGE, unsubscribeUrl } from "../../notifications/services/notifications";
import { eventOf, whyOf } from "./mailings";

/**
 * POST /api/mailings/test (decision 126): the message as members would get it — the same rendering,
 * the same line on why, a working unsubscribe link of the officer's own — to the signed-in officer
 * alone, its subject marked "Test:". Through the mail queue like every mail, sent by this request;
 * on the event share, so a day whose share is spent keeps it for the next (`sent: false`).
 * MAILING_TESTS_PER_HOUR an officer; nobody else can be named as the address.
 */
export async function sendMailingTest(
  ctx: ServiceContext,
  actor: AuthenticatedUser,
  input: z.output<typeof createMailingRequestSchema>,
): Promise<MailingTestResult> {
  ctx.assertMailConfigured();
  const event = await eventOf(ctx, input);
  await takeSlot(
    ctx.db,
    throttleKeys.mailingTests(actor.user.id),
    MAILING_TESTS_PER_HOUR,
    HOUR,
    (seconds) => `You have sent ${MAILING_TESTS_PER_HOUR} tests in the last hour. Try again in ${plural(Math.ceil(seconds / 60), "minute")}.`,
  );
  const { why, whyLink } = whyOf(ctx, { audience: input.audience, eventTitle: event?.title ?? null, eventSlug: event?.slug ?? null });
  const mail = officerMessageMail(
    actor.user.email,
    {
      subject: `Test: ${input.subject}`,
      markdown: input.body,
      html: await renderMarkdownLazily(input.body, { mail: true }),
      why,
      ...(whyLink ? { whyLink } : {}),
    },
    {
      oneClickUrl: await unsubscribeUrl(ctx, actor.user.id, event ? "changes" : "announcements"),
      preferencesUrl: ctx.siteLink(NOTIFICATIONS_PAGE),
    },
  );
  const claimed = await enqueueMails(ctx.db, [{ mail }], { sendNow: 1 });
  const [outcome] = await sendClaimed(ctx.env, ctx.db, claimed);
  return { to: actor.user.email, sent: outcome?.outcome === "sent" };
}
