/**
 * What a mail is for, which decides which share of the daily budget it draws
 * on and how much of it (email/budget.ts, docs/decisions/050-mail-shares.md):
 * event notices (confirmations, changes, reminders, a place from the
 * waitlist) have a share of their own; "account" mail (reset links, security
 * notices) may use all of the account share, sign-up codes and forwarded
 * contact messages all but its reserve.
 */
export type MailKind = "signup" | "contact" | "account" | "event";

/** A file sent with a mail (an event's .ics): text, encoded by each transport as it needs. */
export type MailAttachment = { filename: string; contentType: string; content: string };

/**
 * A short mail with a plain-text and an HTML part. `headers`: extra headers
 * (List-Unsubscribe on mail a member may turn off); `notAfter`: the instant
 * after which sending it is pointless (a code that has expired), so the
 * queue drops it rather than send it late.
 */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  kind: MailKind;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
  notAfter?: number;
  /**
   * Names this one queued mail, the same on every attempt (decision 092), so
   * a transport that can de-duplicate — Resend's `Idempotency-Key` — sends
   * it once even when the queue tries again after a run that died between
   * the transport's yes and marking the row sent. Set by the queue.
   */
  idempotencyKey?: string;
};

/** Hands a mail to a transport; rejects when it could not. */
export type MailTransport = (mail: Mail) => Promise<void>;
