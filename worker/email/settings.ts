import { site } from "../../src/site.config";
import type { Bindings } from "../env";

/**
 * Which transport sends the mail and from whom, read from the settings a
 * chapter gives (decision 075): EMAIL_TRANSPORT when it is set (the local
 * outbox, the paid plan's binding); otherwise the mailbox when SMTP_HOST is
 * set, else Resend. So choosing SMTP over Resend is filling in the SMTP
 * settings, in the Deploy button or the dashboard, not editing a file.
 */
export function transportOf(env: Pick<Bindings, "EMAIL_TRANSPORT" | "SMTP_HOST">): string {
  return env.EMAIL_TRANSPORT?.trim() || (env.SMTP_HOST?.trim() ? "smtp" : "resend");
}

/**
 * The sender: MAIL_FROM when set; with SMTP, the mailbox's own address
 * (SMTP_USER, which Gmail and Outlook require anyway) under the site's name.
 * Undefined when neither says: the transports then refuse, naming MAIL_FROM.
 */
export function senderOf(env: Pick<Bindings, "EMAIL_TRANSPORT" | "SMTP_HOST" | "SMTP_USER" | "MAIL_FROM">): string | undefined {
  const configured = env.MAIL_FROM?.trim();
  if (configured) return configured;
  const mailbox = env.SMTP_USER?.trim();
  if (transportOf(env) === "smtp" && mailbox?.includes("@")) return `${site.productName} <${mailbox}>`;
  return undefined;
}
