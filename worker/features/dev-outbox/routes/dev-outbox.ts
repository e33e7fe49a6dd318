import { Hono } from "hono";
import { outboxQuerySchema } from "../../../../src/shared/dev-outbox";
import type { AppEnv } from "../../../app-env";
import { ok } from "../../../http/respond";
import { validQuery } from "../../../middleware/validate";
import { listOutboxMails } from "../services/dev-outbox";

/**
 * GET /api/dev/outbox?to=<email>: the mails the local outbox kept, newest
 * first. Mounted only when EMAIL_TRANSPORT is "outbox" (dev and preview).
 */
export const devOutboxRoutes = new Hono<AppEnv>().get("/outbox", validQuery(outboxQuerySchema), async (c) => {
  return ok(c, await listOutboxMails(c.var.services, c.req.valid("query").to));
});
