import { Hono } from "../../../http/hono";
import { describePlan, createMailingRequestSchema, mailingPlanQuerySchema } from "../../../../src/shared/mailings";
import { scheduledMailingIdParamSchema, scheduleMailingRequestSchema } from "../../../../src/shared/scheduled-mailings";
import type { AppEnv } from "../../../app-env";
import { ok } from "../../../http/respond";
import { requireRole } from "../../../middleware/require-role";
import { authOf, loadSession } from "../../../middleware/session";
import { validJson, validParam, validQuery } from "../../../middleware/validate";
import { listMailings, mailingPlan, sendMailing } from "../services/mailings";
import { cancelScheduledMailing, listScheduledMailings, scheduleMailing } from "../services/scheduled-mailings";
import { sendMailingTest } from "../services/test-mailing";

/** /api/mailings: officers (and admins) write to the people of an event, or to every member (decisions 085, 126). */
export const mailingRoutes = new Hono<AppEnv>()
  .get("/", loadSession(), requireRole("officer"), async (c) => ok(c, await listMailings(c.var.services)))
  .get("/plan", loadSession(), requireRole("officer"), validQuery(mailingPlanQuerySchema), async (c) => {
    return ok(c, await mailingPlan(c.var.services, c.req.valid("query")));
  })
  .post("/", loadSession(), requireRole("officer"), ...validJson(createMailingRequestSchema), async (c) => {
    const result = await sendMailing(c.var.services, authOf(c), c.req.valid("json"));
    return ok(c, result, { status: 201, message: describePlan(result.plan, true) });
  })
  .post("/test", loadSession(), requireRole("officer"), ...validJson(createMailingRequestSchema), async (c) => {
    const result = await sendMailingTest(c.var.services, authOf(c), c.req.valid("json"));
    const message = result.sent
      ? `Sent to ${result.to}: look in your inbox (and its spam folder).`
      : `Queued for ${result.to}: today's share of mail is spent, so it goes out with tomorrow's.`;
    return ok(c, result, { message });
  })
  .get("/scheduled", loadSession(), requireRole("officer"), async (c) => ok(c, await listScheduledMailings(c.var.services)))
  .post("/scheduled", loadSession(), requireRole("officer"), ...validJson(scheduleMailingRequestSchema), async (c) => {
    const { scheduled, message } = await scheduleMailing(c.var.services, authOf(c), c.req.valid("json"));
    return ok(c, scheduled, { status: 201, message });
  })
  .delete("/scheduled/:id", loadSession(), requireRole("officer"), validParam(scheduledMailingIdParamSchema), async (c) => {
    await cancelScheduledMailing(c.var.services, c.req.valid("param").id);
    return ok(c, { id: c.req.valid("param").id }, { message: "Cancelled: it will not be sent." });
  });
