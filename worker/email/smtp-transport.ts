import { LogLevel } from "worker-mailer";
import type { Bindings } from "../env";
import { utf8ToBase64 } from "../lib/crypto";
import { parseSender } from "./address";
import { senderOf } from "./settings";
import type { MailTransport } from "./types";
import { CONNECTION_CLOSED, NO_TLS, WorkerMailer } from "./worker-mailer-guards";
import { settingsOf } from "../lib/settings";

/**
 * A mailbox the chapter already has (Gmail, Outlook, the university's) over
 * SMTP, through Workers' TCP sockets and worker-mailer
 * (docs/decisions/073-smtp-transport.md). SMTP_HOST, SMTP_PORT (465: TLS
 * from the start, the default; any other port, usually 587: STARTTLS, which
 * the server must offer), SMTP_USER and the secret SMTP_PASSWORD (an app
 * password); the sender is MAIL_FROM, which must be that mailbox's address.
 *
 * One connection per mail, bounded by a deadline, so a server that does not
 * answer costs the member seconds, never a hang. A failure rejects with a
 * sentence that says what to check, naming the server and the variables and
 * never the password: the mailer logs it, and sendTestMail (test-mail.ts)
 * shows it to whoever checks the site's health.
 */

/** The whole conversation's limit: a mailbox answers in a second or two. */
export const SMTP_DEADLINE_MS = 10_000;
const IMPLICIT_TLS_PORT = 465;

type SmtpServer = { host: string; port: number; user: string; password: string };

export function smtpTransport(env: Bindings, options: { deadlineMs?: number } = {}): MailTransport {
  const deadlineMs = options.deadlineMs ?? SMTP_DEADLINE_MS;
  return async (mail) => {
    const server = smtpServerOf(env);
    const session: { stage: Stage; mailer?: WorkerMailer; abandoned?: boolean } = { stage: "connect" };
    const conversation = (async () => {
      session.mailer = await WorkerMailer.connect({
        host: server.host,
        port: server.port,
        secure: server.port === IMPLICIT_TLS_PORT,
        startTls: true,
        credentials: { username: server.user, password: server.password },
        authType: ["plain", "login"],
        // Each step's own limit (worker-mailer's); the deadline below bounds them all.
        socketTimeoutMs: deadlineMs,
        logLevel: LogLevel.NONE,
      });
      // Connected after the deadline: the member has their answer, so nothing is sent.
      if (session.abandoned) return;
      session.stage = "send";
      await session.mailer.send({
        from: parseSender(senderOf(env) ?? ""),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.replyTo ? { reply: mail.replyTo } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
        ...(mail.attachments
          ? { attachments: mail.attachments.map((file) => ({ filename: file.filename, content: utf8ToBase64(file.content), mimeType: file.contentType })) }
          : {}),
      });
    })();
    // QUIT once the conversation is over, without waiting for the answer: the mail is accepted (or not) by then.
    const quit = () => void session.mailer?.close().catch(() => undefined);
    void conversation.then(quit, quit);
    try {
      await withDeadline(conversation, deadlineMs);
    } catch (error) {
      session.abandoned = true;
      const where = `${server.host}:${server.port}`;
      throw new Error(withoutPassword(describeSmtpFailure(session.stage, where, error, deadlineMs), server.password));
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

type Stage = "connect" | "send";
const DEADLINE_PASSED = "deadline passed";

/** Rejects when `work` has not settled within `ms`. */
async function withDeadline(work: Promise<void>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(DEADLINE_PASSED)), ms);
  });
  try {
    await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What failed, in words an officer can act on. worker-mailer rejects with
 * its own messages and the server's reply; the stage (before or after the
 * login) and a few of its words tell the cases apart.
 */
function describeSmtpFailure(stage: Stage, where: string, error: unknown, deadlineMs: number): string {
  const message = error instanceof Error ? error.message : String(error);
  const said = serverReply(message);
  const because = said ? ` The server said: ${said}` : "";
  const seconds = `${deadlineMs / 1000} s`;
  if (message === DEADLINE_PASSED || /^(Socket timeout|Timeout while waiting)/.test(message)) {
    return stage === "connect"
      ? `SMTP server ${where} did not answer within ${seconds} — check SMTP_HOST and SMTP_PORT (465 or 587)`
      : `SMTP server ${where} took longer than ${seconds} to take the mail`;
  }
  if (message === NO_TLS) return `SMTP login to ${where} not attempted: ${NO_TLS} — use port 465, or a server that offers STARTTLS on 587`;
  if (message === CONNECTION_CLOSED) return `SMTP server ${where} closed the connection${stage === "connect" ? " before the login" : " while taking the mail"}`;
  if (stage === "send") {
    const sender = "MAIL_FROM must be the mailbox's own address (or an alias it may send as)";
    if (/MAIL FROM/.test(message)) return `SMTP server ${where} refused the sender — ${sender}.${because}`;
    if (/RCPT TO/.test(message)) return `SMTP server ${where} refused the recipient.${because}`;
    return `SMTP server ${where} refused the mail.${because}`;
  }
  if (/authentication|login/i.test(message)) return `SMTP login refused by ${where} — check SMTP_USER and SMTP_PASSWORD (an app password).${because}`;
  if (/auth method/i.test(message)) return `SMTP server ${where} offers no login this site can use (PLAIN or LOGIN).${because}`;
  if (said) return `SMTP server ${where} refused the connection.${because}`;
  return `Could not connect to SMTP server ${where} (${message}) — check SMTP_HOST and SMTP_PORT (465 or 587)`;
}

/** The server's reply inside a worker-mailer message ("535 5.7.8 Username and Password not accepted…"), on one line. */
function serverReply(message: string): string | null {
  const reply = /\b[2-5]\d\d[ -][\s\S]*/.exec(message)?.[0];
  return reply ? reply.replace(/\s+/g, " ").trim().slice(0, 200) : null;
}

/** A message as it may be logged or shown: the password never, whatever the server echoed. */
function withoutPassword(message: string, password: string): string {
  return password ? message.replaceAll(password, "[password]") : message;
}
