/**
 * Why a mail did not go, as a kind the Worker keeps (never the server's own words, which may carry an
 * address) and what it means with what to do — one set of words for the health page's e-mail row and
 * the setup page before the first admin (decision 107). The transports' sentences
 * (worker/email/*-transport.ts) are sorted into these kinds by worker/email/failure-kind.ts.
 */
export const MAIL_FAILURE_KINDS = [
  "smtp-login",
  "smtp-no-answer",
  "smtp-no-tls",
  "smtp-closed",
  "smtp-connect",
  "smtp-port",
  "smtp-sender",
  "smtp-recipient",
  "smtp-refused",
  "smtp-slow",
  "settings-missing",
  "resend-key",
  "resend-domain",
  "daily-cap",
  "resend-refused",
  "cloudflare-binding",
  "unknown",
] as const;
export type MailFailureKind = (typeof MAIL_FAILURE_KINDS)[number];

/** What a failure of each kind means, and what to do, in a sentence each. */
export const MAIL_FAILURE_ADVICE: Record<MailFailureKind, { meaning: string; action: string }> = {
  "smtp-login": {
    meaning: "The mail server refused the password (or the user name).",
    action:
      "Use an app password, never the mailbox's own password: Gmail and Outlook make one once two-step verification is on. Set it as SMTP_PASSWORD, and the mailbox's full address as SMTP_USER.",
  },
  "smtp-no-answer": {
    meaning: "The mail server did not answer: the host name or the port is wrong, or the port is closed.",
    action: "Check SMTP_HOST (e.g. smtp.gmail.com, smtp-mail.outlook.com) and SMTP_PORT: 465 for Gmail, 587 for Outlook.",
  },
  "smtp-no-tls": {
    meaning: "The mail server offers no encryption on this port, so the site did not send the password.",
    action: "Use port 465 (encrypted from the start), or 587 on a server that offers STARTTLS.",
  },
  "smtp-closed": {
    meaning: "The mail server hung up before the login: usually the port does not match the encryption (465 and 587 are not the same).",
    action: "Set SMTP_PORT to 465 (Gmail) or 587 (Outlook), as the mailbox's help page names it.",
  },
  "smtp-connect": {
    meaning: "The site could not reach the mail server at all.",
    action: "Check SMTP_HOST for a typing mistake, and SMTP_PORT: 465 or 587.",
  },
  "smtp-port": {
    meaning: "SMTP_PORT is not a port the site can use (port 25 is blocked on Cloudflare).",
    action: "Set SMTP_PORT to 465 or 587.",
  },
  "smtp-sender": {
    meaning: "The mail server refused the sender: a mailbox may send only as its own address.",
    action: "Leave MAIL_FROM empty (the mailbox's own address is used), or set it to an alias the mailbox may send as.",
  },
  "smtp-recipient": {
    meaning: "The mail server refused the address the mail was for.",
    action: "Check the address typed at sign-up; if it is right, the mailbox may not send outside your school: ask its IT desk.",
  },
  "smtp-refused": {
    meaning: "The mail server took the login but refused the mail.",
    action: "Send a mail from that mailbox by hand to see whether it is blocked, then try again.",
  },
  "smtp-slow": {
    meaning: "The mail server took too long to take the mail.",
    action: "Try again in a few minutes; if it keeps happening, use another mailbox or Resend.",
  },
  "settings-missing": {
    meaning: "A setting the mail needs is not set.",
    action: "Set the settings listed as missing below, in the Cloudflare dashboard (Workers & Pages → this Worker → Settings → Variables and Secrets).",
  },
  "resend-key": {
    meaning: "Resend refused the API key.",
    action: "Make a new key at resend.com/api-keys and set it as RESEND_API_KEY.",
  },
  "resend-domain": {
    meaning: "Resend sends only from a domain you have verified with it, and the sender's domain is not verified.",
    action:
      "Verify your domain at resend.com/domains and set MAIL_FROM to an address there — or use your chapter's mailbox over SMTP instead (no domain needed).",
  },
  "daily-cap": {
    meaning: "The mail service's daily limit is reached.",
    action: "Mail goes again after midnight (UTC for Resend); set MAIL_DAILY_BUDGET under the service's limit so the site holds back first.",
  },
  "resend-refused": {
    meaning: "Resend refused the mail.",
    action: "Look at the Worker's logs (Workers & Pages → this Worker → Logs) for Resend's answer, and check RESEND_API_KEY and MAIL_FROM.",
  },
  "cloudflare-binding": {
    meaning: "Cloudflare's send_email binding refused the mail.",
    action: "Leave EMAIL_TRANSPORT empty to use SMTP or Resend, which work on the free plan.",
  },
  unknown: {
    meaning: "The mail could not be sent, for a reason the site does not recognise.",
    action: "Look at the Worker's logs (Workers & Pages → this Worker → Logs) for the mail server's answer.",
  },
};
