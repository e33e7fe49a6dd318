import { Hono } from "hono";
import { describePlan, createMailingRequestSchema, mailingPlanQuerySchema } from "../../../../src/shared/mailings";
import type { AppEnv } from "../../../app-env";
import { ok } from "../../../http/respond";
import { requireRole } from "../../../middleware/require-role";
import { authOf, loadSession } from "../../../middleware/session";
import { validJson, validQuery } from "../../../middleware/validate";
import { listMailings, mailingPlan, sendMailing } from "../services/mailings";

/** /api/mailings: officers (and admins) write to the people of an event, or to every member (decision 085). */
export const mailingRoutes = new Hono<AppEnv>()
  .get("/", loadSession(), requireRole("officer"), async (c) => ok(c, await listMailings(c.var.services)))
  .get("/plan", loadSession(), requireRole("officer"), validQuery(mailingPlanQuerySchema), async (c) => {
    return ok(c, await mailingPlan(c.var.services, c.req.valid("query")));
  })
  .post("/", loadSession(), requireRole("officer"), ...validJson(createMailingRequestSchema), async (c) => {
    const result = await sendMailing(c.var.services, authOf(c), c.req.valid("json"));
    return ok(c, result, { status: 201, message: describePlan(result.plan, true) });
  });
