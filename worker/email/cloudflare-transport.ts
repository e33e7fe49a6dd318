import type { Bindings } from "../env";
import type { MailTransport } from "./types";

/**
 * Cloudflare's `send_email` binding (Email Service; not on the free plan).
 * Add to wrangler.toml:  [[send_email]]  name = "SEND_EMAIL"
 */
export function cloudflareTransport(env: Bindings): MailTransport {
  return async (mail) => {
    if (!env.SEND_EMAIL) throw new Error("the SEND_EMAIL binding is not configured");
    await env.SEND_EMAIL.send({
      from: parseAddress(env.MAIL_FROM),
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    });
  };
}

/** "Name <address>" → { name, email }; a bare address stays a string. */
function parseAddress(value: string): string | EmailAddress {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(value);
  return match?.[1] && match[2] ? { name: match[1], email: match[2] } : value.trim();
}
