import type { Bindings } from "../env";
import { utf8ToBase64 } from "../lib/crypto";
import { senderOf } from "./settings";
import type { MailTransport } from "./types";
import { settingsOf } from "../lib/settings";

/**
 * Resend's HTTP API: 100 mails a day and 3,000 a month on its free tier. A
 * mail from the queue carries its `Idempotency-Key` (decision 092): Resend
 * sends a key once in 24 hours and answers a repeat as it answered the first,
 * so a retry after a lost answer or a run that died before marking the row
 * sent is not a second mail.
 */
export function resendTransport(env: Bindings): MailTransport {
  return async (mail) => {
    const key = settingsOf(env).RESEND_API_KEY;
    if (!key) throw new Error("RESEND_API_KEY is not set");
    const from = senderOf(env);
    if (!from) throw new Error("MAIL_FROM is not set");
    const response = await fetch("https://api.resend.com/emails", {
      method: "POST",
      headers: {
        Authorization: `Bearer ${key}`,
        "Content-Type": "application/json",
        ...(mail.idempotencyKey ? { "Idempotency-Key": mail.idempotencyKey } : {}),
      },
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
    if (response.ok) return;
    const answer = (await response.text()).slice(0, 200);
    // The key was sent within 24 hours with another body (a message written again on its retry): that mail went out.
    if (response.status === 409 && answer.includes("invalid_idempotent_request")) return;
    throw new Error(`Resend answered ${response.status}: ${answer}`);
  };
}
