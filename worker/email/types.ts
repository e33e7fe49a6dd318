/** A short mail with a plain-text and an HTML part. */
export type Mail = { to: string; subject: string; text: string; html: string; replyTo?: string };

/** Hands a mail to a transport; rejects when it could not. */
export type MailTransport = (mail: Mail) => Promise<void>;
