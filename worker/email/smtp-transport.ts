import type { Bindings } from "../env";
import { utf8ToBase64 } from "../lib/crypto";
import { settingsOf } from "../lib/settings";
import { parseSender } from "./address";
import { mimeMessage } from "./mime";
import { IMPLICIT_TLS_PORT, SmtpError, type SmtpServer, sendOverSmtp } from "./smtp-client";
import { senderOf } from "./settings";
import type { MailTransport } from "./types";

/**
 * A mailbox the chapter already has (Gmail, Outlook, the university's) over
 * SMTP, through Workers' TCP sockets and our own client, smtp-client.ts
 * (docs/decisions/073-smtp-transport.md, 157-own-smtp-client.md). SMTP_HOST,
 * SMTP_PORT (465: TLS from the start, the default; any other port, usually
 * 587: STARTTLS, which the server must offer), SMTP_USER and the secret
 * SMTP_PASSWORD (an app password); the sender is MAIL_FROM, which must be
 * that mailbox's address.
 *
 * One connection per mail, bounded by a deadline, so a server that does not
 * answer costs the member seconds, never a hang. A failure rejects with a
 * sentence that says what to check, naming the server and the variables and
 * never the password: the mailer logs it, and sendTestMail (test-mail.ts)
 * shows it to whoever checks the site's health.
 */

/** The whole conversation's limit: a mailbox answers in a second or two. */
export const SMTP_DEADLINE_MS = 10_000;

export function smtpTransport(env: Bindings, options: { deadlineMs?: number } = {}): MailTransport {
  const deadlineMs = options.deadlineMs ?? SMTP_DEADLINE_MS;
  return async (mail) => {
    const server = smtpServerOf(env);
    const from = parseSender(senderOf(env) ?? "");
    try {
      await sendOverSmtp(server, { from: from.email, to: [mail.to] }, mimeMessage(mail, from), deadlineMs);
    } catch (error) {
      throw new Error(withoutPassword(describeSmtpFailure(error, `${server.host}:${server.port}`, deadlineMs), server));
    }
  };
}

/** The configured server, or an error that names the variable to set. */
function smtpServerOf(env: Bindings): SmtpServer {
  const settings = settingsOf(env);
  const { SMTP_HOST: host, SMTP_USER: user, SMTP_PASSWORD: password } = settings;
  const port = settings.SMTP_PORT ?? IMPLICIT_TLS_PORT;
  if (!host) throw new Error("SMTP_HOST is not set (e.g. smtp.gmail.com)");
  if (settings.problems.SMTP_PORT) throw new Error(settings.problems.SMTP_PORT);
  if (port === 25) throw new Error("SMTP_PORT 25 is blocked on Cloudflare Workers: use 465 (TLS) or 587 (STARTTLS)");
  if (!user || !password) throw new Error("SMTP_USER and SMTP_PASSWORD must both be set (the mailbox's address and an app password)");
  return { host, port, user, password };
}

/**
 * What failed, in words an officer can act on: the step (before the login,
 * or while the mail was being taken) and the server's reply tell the cases
 * apart; mailFailureKind (failure-kind.ts) sorts the sentence for the
 * health and setup pages.
 */
function describeSmtpFailure(error: unknown, where: string, deadlineMs: number): string {
  if (!(error instanceof SmtpError))
    return `Could not connect to SMTP server ${where} (${error instanceof Error ? error.message : String(error)}) — check SMTP_HOST and SMTP_PORT (465 or 587)`;
  const beforeLogin = ["connect", "greeting", "ehlo", "starttls", "login"].includes(error.step);
  const said = error.failure === "refused" || error.failure === "no-login-method" ? ` The server said: ${oneLine(error.detail)}` : "";
  switch (error.failure) {
    case "deadline":
      return beforeLogin
        ? `SMTP server ${where} did not answer within ${deadlineMs / 1000} s — check SMTP_HOST and SMTP_PORT (465 or 587)`
        : `SMTP server ${where} took longer than ${deadlineMs / 1000} s to take the mail`;
    case "no-tls":
      return `SMTP login to ${where} not attempted: the server did not offer STARTTLS, so the login would have gone unencrypted — use port 465, or a server that offers STARTTLS on 587`;
    case "closed":
      return `SMTP server ${where} closed the connection${beforeLogin ? " before the login" : " while taking the mail"}`;
    case "no-login-method":
      return `SMTP server ${where} offers no login this site can use (PLAIN or LOGIN).${said}`;
    case "socket":
      if (error.step === "connect") return `Could not connect to SMTP server ${where} (${error.detail}) — check SMTP_HOST and SMTP_PORT (465 or 587)`;
      return `SMTP server ${where} broke off the conversation (${error.detail})`;
    case "refused":
      if (error.step === "login") return `SMTP login refused by ${where} — check SMTP_USER and SMTP_PASSWORD (an app password).${said}`;
      if (error.step === "mail")
        return `SMTP server ${where} refused the sender — MAIL_FROM must be the mailbox's own address (or an alias it may send as).${said}`;
      if (error.step === "rcpt") return `SMTP server ${where} refused the recipient.${said}`;
      return beforeLogin ? `SMTP server ${where} refused the connection.${said}` : `SMTP server ${where} refused the mail.${said}`;
  }
}

/** A server's reply on one line, short enough to log. */
function oneLine(reply: string): string {
  return reply.replace(/\s+/g, " ").trim().slice(0, 200);
}

/** A message as it may be logged or shown: never the password, nor the login as it went over the wire. */
function withoutPassword(message: string, server: SmtpServer): string {
  if (!server.password) return message;
  const secrets = [server.password, utf8ToBase64(server.password), utf8ToBase64(`\u0000${server.user}\u0000${server.password}`)];
  return secrets.reduce((text, secret) => text.replaceAll(secret, "[password]"), message);
}
