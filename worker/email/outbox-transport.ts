import type { Db } from "../db/client";
import { insertOutboxMail } from "../db/outbox";
import { now } from "../lib/clock";
import type { MailTransport } from "./types";

/** Development only: print the mail to the terminal and keep it for GET /api/dev/outbox. */
export function outboxTransport(db: Db): MailTransport {
  return async (mail) => {
    console.log(`\n📧 To: ${mail.to}\n   Subject: ${mail.subject}\n\n${mail.text}\n`);
    await insertOutboxMail(db, {
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers ? JSON.stringify(mail.headers) : null,
      attachments: mail.attachments ? JSON.stringify(mail.attachments) : null,
      sentAt: now(),
    });
  };
}
