import type { Bindings } from "../env";
import { parseSender } from "./address";
import { senderOf } from "./settings";
import type { MailTransport } from "./types";

/**
 * Cloudflare's `send_email` binding (Email Service; not on the free plan).
 * Add to wrangler.toml:  [[send_email]]  name = "SEND_EMAIL"
 */
export function cloudflareTransport(env: Bindings): MailTransport {
  return async (mail) => {
    if (!env.SEND_EMAIL) throw new Error("the SEND_EMAIL binding is not configured");
    const from = senderOf(env);
    if (!from) throw new Error("MAIL_FROM is not set");
    const sender = parseSender(from);
    await env.SEND_EMAIL.send({
      // A bare address stays a string, as the binding takes it.
      from: sender.name ? { name: sender.name, email: sender.email } : sender.email,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      ...(mail.headers ? { headers: mail.headers } : {}),
      ...(mail.attachments
        ? {
            attachments: mail.attachments.map((file) => ({
              disposition: "attachment" as const,
              filename: file.filename,
              type: file.contentType,
              content: file.content,
            })),
          }
        : {}),
    });
  };
}
