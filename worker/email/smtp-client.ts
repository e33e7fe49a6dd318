import { connect } from "cloudflare:sockets";
import { utf8ToBase64 } from "../lib/crypto";

/**
 * One mail over SMTP through Workers' TCP sockets (RFC 5321; decision
 * docs/decisions/157-own-smtp-client.md): connect (TLS from the start on 465,
 * else STARTTLS, which the server must offer unless it is this machine),
 * EHLO, AUTH PLAIN or LOGIN, MAIL FROM, RCPT TO, DATA with dot-stuffing,
 * QUIT — all within a deadline, after which the socket is closed. A failure
 * rejects with an SmtpError that says at which step and why, with the
 * server's reply when it gave one: smtp-transport.ts puts it in words.
 */

export type SmtpServer = { host: string; port: number; user: string; password: string };
export type Envelope = { from: string; to: string[] };

/** The conversation's steps; up to "login" nothing of the mail has been said. */
export type SmtpStep = "connect" | "greeting" | "ehlo" | "starttls" | "login" | "mail" | "rcpt" | "data" | "message";
export type SmtpFailure = "refused" | "closed" | "no-tls" | "no-login-method" | "deadline" | "socket";

export class SmtpError extends Error {
  constructor(
    readonly step: SmtpStep,
    readonly failure: SmtpFailure,
    /** The server's reply (all its lines, joined by spaces), or the socket's error. */
    readonly detail = "",
  ) {
    super(`SMTP ${step}: ${failure}${detail ? ` — ${detail}` : ""}`);
  }
}

export const IMPLICIT_TLS_PORT = 465;
/** Servers that may hear a login without TLS: this machine only (the tests' server; a deployed Worker cannot reach it). */
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);
/** A reply line longer than this is not SMTP (RFC 5321 allows 512). */
const MAX_LINE = 4096;

type Reply = { code: number; lines: string[] };

export async function sendOverSmtp(server: SmtpServer, envelope: Envelope, message: string, deadlineMs: number): Promise<void> {
  const secure = server.port === IMPLICIT_TLS_PORT;
  let socket = connect({ hostname: server.host, port: server.port }, { secureTransport: secure ? "on" : "starttls", allowHalfOpen: false });
  let reader = socket.readable.getReader();
  let writer = socket.writable.getWriter();
  let buffered = "";
  let decoder = new TextDecoder();
  let step: SmtpStep = "connect";

  const readLine = async (): Promise<string> => {
    for (;;) {
      const end = buffered.indexOf("\n");
      if (end >= 0) {
        const line = buffered.slice(0, end).replace(/\r$/, "");
        buffered = buffered.slice(end + 1);
        return line;
      }
      if (buffered.length > MAX_LINE) throw new SmtpError(step, "socket", "reply line too long");
      const { value, done } = await reader.read();
      if (done) throw new SmtpError(step, "closed");
      buffered += decoder.decode(value, { stream: true });
    }
  };
  /** A whole reply: "250-…" lines continue it, "250 …" ends it. */
  const readReply = async (): Promise<Reply> => {
    const lines: string[] = [];
    for (;;) {
      const line = await readLine();
      lines.push(line);
      if (!/^\d{3}-/.test(line)) return { code: Number(line.slice(0, 3)), lines };
    }
  };
  const expect = async (codes: number[]): Promise<Reply> => {
    const reply = await readReply();
    if (!codes.includes(reply.code)) throw new SmtpError(step, "refused", reply.lines.join(" "));
    return reply;
  };
  const send = (text: string) => writer.write(new TextEncoder().encode(text));
  const command = async (at: SmtpStep, line: string, codes: number[]) => {
    step = at;
    await send(`${line}\r\n`);
    return expect(codes);
  };

  const converse = async () => {
    await socket.opened.catch((error: unknown) => {
      throw new SmtpError("connect", "socket", error instanceof Error ? error.message : String(error));
    });
    step = "greeting";
    await expect([220]);
    // An address literal, as clients without a name of their own say (RFC 5321 §4.1.4).
    let capabilities = await command("ehlo", "EHLO [127.0.0.1]", [250]);
    if (!secure) {
      if (offers(capabilities, "STARTTLS")) {
        await command("starttls", "STARTTLS", [220]);
        reader.releaseLock();
        writer.releaseLock();
        socket = socket.startTls();
        reader = socket.readable.getReader();
        writer = socket.writable.getWriter();
        // Anything the server sent before TLS could have been injected on the path: it is dropped.
        buffered = "";
        decoder = new TextDecoder();
        capabilities = await command("ehlo", "EHLO [127.0.0.1]", [250]);
      } else if (!LOOPBACK_HOSTS.has(server.host)) {
        throw new SmtpError("login", "no-tls");
      }
    }
    step = "login";
    const methods = offers(capabilities, "AUTH") ?? [];
    if (methods.includes("PLAIN")) {
      await command("login", `AUTH PLAIN ${utf8ToBase64(`\u0000${server.user}\u0000${server.password}`)}`, [235]);
    } else if (methods.includes("LOGIN")) {
      await command("login", "AUTH LOGIN", [334]);
      await command("login", utf8ToBase64(server.user), [334]);
      await command("login", utf8ToBase64(server.password), [235]);
    } else {
      throw new SmtpError("login", "no-login-method", capabilities.lines.join(" "));
    }
    await command("mail", `MAIL FROM:<${envelope.from}>`, [250]);
    for (const to of envelope.to) await command("rcpt", `RCPT TO:<${to}>`, [250, 251]);
    await command("data", "DATA", [354]);
    step = "message";
    await send(`${dotStuffed(message)}.\r\n`);
    await expect([250]);
    // The mail is taken: QUIT without waiting for the goodbye.
    await send("QUIT\r\n");
  };

  let timer: ReturnType<typeof setTimeout> | null = null;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SmtpError(step, "deadline")), deadlineMs);
  });
  try {
    await Promise.race([
      converse().catch((error: unknown) => {
        throw error instanceof SmtpError ? error : new SmtpError(step, "socket", error instanceof Error ? error.message : String(error));
      }),
      deadline,
    ]);
  } finally {
    clearTimeout(timer);
    socket.close().catch(() => undefined);
  }
}

/** The parameters of an EHLO keyword the server offers ("AUTH PLAIN LOGIN" → ["PLAIN", "LOGIN"]), or undefined. */
function offers(ehlo: Reply, keyword: string): string[] | undefined {
  for (const line of ehlo.lines.slice(1)) {
    const [name, ...parameters] = line
      .slice(4)
      .trim()
      .toUpperCase()
      .split(/[\s=]+/);
    if (name === keyword) return parameters;
  }
  return undefined;
}

/** A line that starts with "." gets another (RFC 5321 §4.5.2); the message ends in CRLF, so ".\r\n" ends the data. */
export function dotStuffed(message: string): string {
  const text = message.endsWith("\r\n") ? message : `${message}\r\n`;
  return text.replace(/^\./gm, "..");
}
