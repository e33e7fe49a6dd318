import type { Bindings, Db } from "../env";
import { ApiError } from "../http/api-error";
import { cloudflareTransport } from "./cloudflare-transport";
import { outboxTransport } from "./outbox-transport";
import { resendTransport } from "./resend-transport";
import type { MailTransport } from "./types";


/**
 * One interface, three transports chosen by EMAIL_TRANSPORT (see
 * docs/decisions/004-email-transports.md):
 * - "outbox": local development and preview; printed and kept in D1,
 *   readable at GET /api/dev/outbox;
 * - "resend": Resend's HTTPS API (works on the free plan; RESEND_API_KEY secret);
 * - "cloudflare": the `send_email` binding SEND_EMAIL (paid plan).
 */
export function createMailer(env: Bindings, db: Db): MailTransport {
  const transport = pickTransport(env, db);
  return async (mail) => {
    try {
      await transport(mail);
    } catch (error) {
      console.error("e-mail transport failed", error instanceof Error ? error.message : error);
      throw new ApiError("EMAIL_FAILED", "We could not send the e-mail just now. Please try again in a few minutes.");
    }
  };
}

function pickTransport(env: Bindings, db: Db): MailTransport {
  switch (env.EMAIL_TRANSPORT) {
    case "outbox":
      return outboxTransport(db);
    case "cloudflare":
      return cloudflareTransport(env);
    case "resend":
    default:
      return resendTransport(env);
  }
}

export function isOutboxEnabled(env: Bindings): boolean {
  return env.EMAIL_TRANSPORT === "outbox";
}
