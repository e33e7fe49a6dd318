/**
 * What a mail is for, which decides how much of the daily budget it may use
 * (email/budget.ts): "account" mail (reset links, security notices) may use
 * the reserve; sign-up codes, forwarded contact messages and event notices
 * (cancellations, a place from the waitlist) may not.
 */
export type MailKind = "signup" | "contact" | "account" | "event";

/** A short mail with a plain-text and an HTML part. */
export type Mail = { to: string; subject: string; text: string; html: string; replyTo?: string; kind: MailKind };

/** Hands a mail to a transport; rejects when it could not. */
export type MailTransport = (mail: Mail) => Promise<void>;
