import { site } from "../../src/site.config";
import type { Bindings } from "../env";
import { settingsOf, type SettingsSource } from "../lib/settings";

/**
 * Which transport sends the mail and from whom, read from the settings a
 * chapter gives (decision 075): EMAIL_TRANSPORT when it is set (the local
 * outbox, the paid plan's binding); otherwise the mailbox when SMTP_HOST is
 * set, else Resend. So choosing SMTP over Resend is filling in the SMTP
 * settings, in the Deploy button or the dashboard, not editing a file.
 */
export function transportOf(env: SettingsSource): string {
  const { EMAIL_TRANSPORT, SMTP_HOST } = settingsOf(env);
  return EMAIL_TRANSPORT ?? (SMTP_HOST ? "smtp" : "resend");
}

/**
 * The sender: MAIL_FROM when set; with SMTP, the mailbox's own address
 * (SMTP_USER, which Gmail and Outlook require anyway) under the site's name.
 * Undefined when neither says: the transports then refuse, naming MAIL_FROM.
 */
export function senderOf(env: SettingsSource): string | undefined {
  const { MAIL_FROM: configured, SMTP_USER: mailbox } = settingsOf(env);
  if (configured) return configured;
  if (transportOf(env) === "smtp" && mailbox?.includes("@")) return `${site.productName} <${mailbox}>`;
  return undefined;
}

/** The example sender the docs show: a copy that still sends from it has not set its own. */
const EXAMPLE_SENDER = "no-reply@example.org";

/** The settings the configured transport needs that are not set (names, for the health page). */
export function missingMailSettings(env: SettingsSource & Pick<Bindings, "SEND_EMAIL">): string[] {
  const settings = settingsOf(env);
  const missing: string[] = [];
  const from = senderOf(env) ?? "";
  if (from === "" || from.includes(EXAMPLE_SENDER)) missing.push("MAIL_FROM");
  switch (transportOf(env)) {
    case "outbox":
      return [];
    case "cloudflare":
      if (!env.SEND_EMAIL) missing.push("the SEND_EMAIL binding");
      return missing;
    case "smtp":
      for (const name of ["SMTP_USER", "SMTP_PASSWORD"] as const) if (!settings[name]) missing.push(name);
      return missing;
    default:
      if (!settings.RESEND_API_KEY) missing.push("RESEND_API_KEY");
      return missing;
  }
}
