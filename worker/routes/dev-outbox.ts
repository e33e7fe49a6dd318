import { Hono } from "hono";
import * as z from "zod";
import type { OutboxMail } from "../../src/shared/dev-outbox";
import type { AppEnv } from "../env";
import { listOutbox } from "../db/outbox";
import { ok } from "../http/respond";
import { query } from "../middleware/json-body";

/**
 * GET /api/dev/outbox?to=<email>: the mails the local outbox kept, newest
 * first. Mounted only when EMAIL_TRANSPORT is "outbox" (dev and preview).
 */
export const devOutboxRoutes = new Hono<AppEnv>().get(
  "/outbox",
  query(z.object({ to: z.string().trim().toLowerCase().max(254).optional() })),
  async (c) => {
    const rows = await listOutbox(c.var.services.db, c.req.valid("query").to || undefined, 50);
    const mails: OutboxMail[] = rows.map((row) => ({
      to: row.toAddress,
      subject: row.subject,
      text: row.text,
      html: row.html,
      sentAt: row.sentAt,
    }));
    return ok(c, mails);
  },
);
