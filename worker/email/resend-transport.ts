import type { Bindings } from "../env";
import { utf8ToBase64 } from "../lib/crypto";
import { senderOf } from "./settings";
import type { MailTransport } from "./types";

/** Resend's HTTP API: 100 mails a day and 3,000 a month on its free tier. */
export function resendTransport(env: Bindings): MailTransport {
  return async (mail) => {
    if (!env.RESEND_API_KEY) throw new Error("RESEND_API_KEY is not set");
    const from = senderOf(env);
    if (!from) throw new Error("MAIL_FROM is not set");
    const response = await fetch("https://api.resend.com/emails", {
      method: "POST",
      headers: { Authorization: `Bearer ${env.RESEND_API_KEY}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        from,
        to: [mail.to],
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.replyTo ? { reply_to: mail.replyTo } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
        ...(mail.attachments
          ? { attachments: mail.attachments.map((file) => ({ filename: file.filename, content: utf8ToBase64(file.content), content_type: file.contentType })) }
          : {}),
      }),
    });
    if (!response.ok) throw new Error(`Resend answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  };
}
