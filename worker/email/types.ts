/**
 * What a mail is for, which decides which share of the daily budget it draws
 * on and how much of it (email/budget.ts, docs/decisions/050-mail-shares.md):
 * event notices (cancellations, a place from the waitlist) have a share of
 * their own; "account" mail (reset links, security notices) may use all of the
 * account share, sign-up codes and forwarded contact messages all but its
 * reserve.
 */
export type MailKind = "signup" | "contact" | "account" | "event";

/** A short mail with a plain-text and an HTML part. */
export type Mail = { to: string; subject: string; text: string; html: string; replyTo?: string; kind: MailKind };

/** Hands a mail to a transport; rejects when it could not. */
export type MailTransport = (mail: Mail) => Promise<void>;
