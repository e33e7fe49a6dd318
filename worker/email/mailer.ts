import { publicOrigin } from "../../src/shared/site-address";
import { site } from "../../src/site.config";
import type { Bindings } from "../env";
import type { Db } from "../db/client";
import { ApiError } from "../http/api-error";
import { cloudflareTransport } from "./cloudflare-transport";
import { outboxTransport } from "./outbox-transport";
import { resendTransport } from "./resend-transport";
import { smtpTransport } from "./smtp-transport";
import { transportOf } from "./settings";
import type { MailTransport } from "./types";

/**
 * One interface, four transports chosen by EMAIL_TRANSPORT (see
 * docs/decisions/004-email-transports.md):
 * - "outbox": local development and preview; printed and kept in D1,
 *   readable at GET /api/dev/outbox;
 * - "resend": Resend's HTTPS API (works on the free plan; RESEND_API_KEY secret);
 * - "smtp": a mailbox the chapter has (Gmail, Outlook, the university's),
 *   with an app password (SMTP_* variables; decision 073);
 * - "cloudflare": the `send_email` binding SEND_EMAIL (paid plan).
 * Mail reaches a transport only through the queue (queue.ts), which counts
 * each mail against its share of the daily budget first (budget.ts).
 */
/** The transport EMAIL_TRANSPORT names, without the budget (the queue spends it). */
export function pickTransport(env: Bindings, db: Db): MailTransport {
  switch (transportOf(env)) {
    case "outbox":
      return outboxTransport(db);
    case "smtp":
      return smtpTransport(env);
    case "cloudflare":
      return cloudflareTransport(env);
    default: // "resend" (and any other value)
      return resendTransport(env);
  }
}

/**
 * What went wrong with a transport, as one line for the log or the health
 * page: the transports reject with a sentence that names what to check (and
 * no secret), so this is that sentence.
 */
export function describeTransportFailure(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function isOutboxEnabled(env: Bindings): boolean {
  return transportOf(env) === "outbox";
}

/**
 * The public origin for links in mail: the site's address (`url` in
 * src/site.config.ts, the one place — decision 075); for the local outbox
 * only (dev, preview, tests), the request's own origin, so links work on
 * localhost. null when that address is not https: links are never built
 * from the request's Host, which a client chooses.
 */
export function linkOrigin(env: Bindings, requestUrl: string): string | null {
  return isOutboxEnabled(env) ? new URL(requestUrl).origin : publicOrigin(site.url);
}

/** The address this isolate was last reached at: see jobRequestUrl. */
let lastRequestUrl: string | null = null;

/**
 * Remembers the address a request reached the site at, so that with the
 * local outbox (dev, preview) mail the hourly job writes links where the
 * site runs — as the requests' own mail does (linkOrigin). Without it, a
 * reminder on a preview linked to `site.url`, the sample chapter's domain
 * (decision 123). Only kept here: whether the outbox is on is a setting,
 * read when the job asks, not on every request (decision 166).
 */
export function rememberRequestUrl(requestUrl: string): void {
  lastRequestUrl = requestUrl;
}

/**
 * The address the hourly job writes its mails' links for: the site's
 * configured address — with the local outbox, where the site was last opened
 * (the configured one until it has been).
 */
export function jobRequestUrl(env: Bindings): string {
  return isOutboxEnabled(env) && lastRequestUrl !== null ? new URL(lastRequestUrl).origin : site.url;
}

/** Logged and answered when mail is needed but the deployment is missing its configuration. */
export function mailNotConfigured(): ApiError {
  console.error("configuration error: `url` in src/site.config.ts is not the site's https address, so no mail with links can be sent");
  return new ApiError("MAIL_NOT_CONFIGURED", "The site cannot send e-mail just now. Please tell the chapter's officers.");
}
