import type { OutboxMail } from "../../../../src/shared/dev-outbox";
import { listOutbox } from "../../../db/outbox";
import type { ServiceContext } from "../../../services/context";
import { formatUtcInstant } from "../../../../src/shared/time/utc-instant";

export const OUTBOX_LIST_LIMIT = 50;

/** The mails the local outbox kept, newest first, optionally for one address. */
export async function listOutboxMails(ctx: ServiceContext, to: string | undefined): Promise<OutboxMail[]> {
  const rows = await listOutbox(ctx.db, to || undefined, OUTBOX_LIST_LIMIT);
  return rows.map((row) => ({
    to: row.toAddress,
    subject: row.subject,
    text: row.text,
    html: row.html,
    sentAt: formatUtcInstant(row.sentAt),
    headers: row.headers ? (JSON.parse(row.headers) as Record<string, string>) : {},
    attachments: row.attachments ? (JSON.parse(row.attachments) as OutboxMail["attachments"]) : [],
  }));
}
