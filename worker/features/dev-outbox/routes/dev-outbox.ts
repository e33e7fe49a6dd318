import { Hono } from "../../../http/hono";
import { outboxQuerySchema } from "../../../../src/shared/dev-outbox";
import type { AppEnv } from "../../../app-env";
import { ok } from "../../../http/respond";
import { validQuery } from "../../../middleware/validate";
import { listOutboxMails } from "../services/dev-outbox";

/**
 * GET /api/dev/outbox?to=<email>: the mails the local outbox kept, newest
 * first. Answers only on a local development server with EMAIL_TRANSPORT
 * "outbox" (dev and preview; app.ts, decision 106).
 */
export const devOutboxRoutes = new Hono<AppEnv>().get("/outbox", validQuery(outboxQuerySchema), async (c) => {
  return ok(c, await listOutboxMails(c.var.services, c.req.valid("query").to));
});
