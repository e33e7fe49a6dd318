import type { Db } from "../env";
import { insertOutboxMail } from "../db/outbox";
import { now } from "../lib/clock";
import type { MailTransport } from "./types";

/** Development only: print the mail to the terminal and keep it for GET /api/dev/outbox. */
export function outboxTransport(db: Db): MailTransport {
  return async (mail) => {
    console.log(`\n📧 To: ${mail.to}\n   Subject: ${mail.subject}\n\n${mail.text}\n`);
    const { replyTo: _replyTo, ...kept } = mail;
    await insertOutboxMail(db, { ...kept, sentAt: now() });
  };
}
