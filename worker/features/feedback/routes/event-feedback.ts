import { Hono } from "../../../http/hono";
import { eventIdParamSchema } from "../../../../src/shared/events";
import { feedbackRequestSchema } from "../../../../src/shared/feedback";
import type { AppEnv } from "../../../app-env";
import { ok } from "../../../http/respond";
import { requireRole } from "../../../middleware/require-role";
import { authOf, loadSession } from "../../../middleware/session";
import { validJson, validParam } from "../../../middleware/validate";
import { feedbackSummary, myFeedback, saveFeedback } from "../services/event-feedback";

/** /api/events/{id}/feedback: members who came rate an event; officers read the results, without names (decision 085). */
export const feedbackRoutes = new Hono<AppEnv>()
  .get("/:id/feedback", loadSession(), requireRole("officer"), validParam(eventIdParamSchema), async (c) => {
    return ok(c, await feedbackSummary(c.var.services, c.req.valid("param").id));
  })
  .get("/:id/feedback/mine", loadSession(), requireRole("member"), validParam(eventIdParamSchema), async (c) => {
    return ok(c, await myFeedback(c.var.services, c.req.valid("param").id, authOf(c).user.id));
  })
  .put("/:id/feedback", loadSession(), requireRole("member"), validParam(eventIdParamSchema), ...validJson(feedbackRequestSchema), async (c) => {
    const saved = await saveFeedback(c.var.services, c.req.valid("param").id, authOf(c).user.id, c.req.valid("json"));
    return ok(c, saved, { message: "Thanks for your feedback." });
  });
