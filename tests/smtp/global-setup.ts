import { createServer as createHttpServer, type Server as HttpServer } from "node:http";
import { createServer as createTcpServer, type Server as TcpServer } from "node:net";
import { type SMTPServerOptions, SMTPServer } from "smtp-server";
import type { TestProject } from "vitest/node";
import type { SmtpTestServers } from "./provided";

/**
 * Real SMTP servers for the Worker tests of EMAIL_TRANSPORT=smtp
 * (tests/worker/smtp.test.ts), started in Node once per run of the worker
 * project: the Worker's own transport talks to them over `connect()` from
 * cloudflare:sockets as it would to Gmail, only without TLS, which the
 * transport allows to this machine alone. The tests read what arrived over
 * HTTP, as a person reads a mailbox. Also a server that never answers, one
 * that hangs up, a closed port, and a hand-written server that answers in
 * pieces (scriptedServer).
 */

const ACCOUNT = { user: "chapter@example.edu", password: "test-app-password-1234" };

type ReceivedMail = { envelopeFrom: string; envelopeTo: string[]; login: string; headers: Record<string, string>; text: string };
type LoginTried = { user: string; accepted: boolean; address: string };

export default async function setup(project: TestProject) {
  const mails: ReceivedMail[] = [];
  const logins: LoginTried[] = [];
  const options: SMTPServerOptions = {
    // Plain SMTP with a login, as a submission port is after STARTTLS.
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authMethods: ["PLAIN", "LOGIN"],
    logger: false,
    // Connections that the transport leaves open after a refused login end with the run.
    closeTimeout: 100,
    onAuth(auth, session, callback) {
      const accepted = auth.username === ACCOUNT.user && auth.password === ACCOUNT.password;
      logins.push({ user: auth.username ?? "", accepted, address: session.localAddress });
      if (accepted) callback(null, { user: auth.username });
      else callback(Object.assign(new Error("5.7.8 Username and Password not accepted"), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("latin1");
        mails.push({
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          login: String(session.user ?? ""),
          headers: headersOf(raw),
          text: plainTextOf(raw),
        });
        callback();
      });
    },
  };
  const smtp = new SMTPServer(options);
  const smtpElsewhere = new SMTPServer(options);
  const silent = createTcpServer(() => {});
  const hangUp = createTcpServer((socket) => socket.destroy());
  const wire: RawMail[] = [];
  const scripted = scriptedServer(wire);
  const mailbox = createHttpServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://mailbox");
    const to = url.searchParams.get("to") ?? "";
    const body =
      url.pathname === "/mail"
        ? mails.filter((mail) => mail.envelopeTo.includes(to))
        : url.pathname === "/wire"
          ? wire.filter((mail) => mail.envelopeTo.includes(to))
          : logins.filter((login) => login.user === url.searchParams.get("user"));
    response.setHeader("Content-Type", "application/json");
    response.end(JSON.stringify(body));
  });
  const servers: SmtpTestServers = {
    ...ACCOUNT,
    port: await listen(smtp.server, "127.0.0.1"),
    otherAddress: { host: "127.0.0.2", port: await listen(smtpElsewhere.server, "127.0.0.2") },
    silentPort: await listen(silent, "127.0.0.1"),
    hangUpPort: await listen(hangUp, "127.0.0.1"),
    scriptedPort: await listen(scripted, "127.0.0.1"),
    closedPort: await closedPort(),
    mailboxUrl: `http://127.0.0.1:${await listen(mailbox, "127.0.0.1")}`,
  };
  project.provide("smtp", servers);
  return async () => {
    await Promise.all([
      new Promise<void>((resolve) => smtp.close(() => resolve())),
      new Promise<void>((resolve) => smtpElsewhere.close(() => resolve())),
      ...[silent, hangUp, scripted, mailbox].map((server) => closeServer(server)),
    ]);
  };
}

type RawMail = { envelopeTo: string[]; login: string; data: string };

/**
 * SMTP as some servers speak it, which smtp-server does not: a greeting of
 * several lines, every reply written in two pieces that split a line, and
 * AUTH LOGIN as the only login. It keeps each mail's data as it came over
 * the wire (dot-stuffed, up to the final "."), and accepts any login.
 */
function scriptedServer(wire: RawMail[]): TcpServer {
  return createTcpServer((socket) => {
    socket.setNoDelay(true);
    socket.setEncoding("latin1");
    // The client closes once QUIT is written, without waiting for the goodbye.
    socket.on("error", () => {});
    const reply = (text: string) => {
      const cut = Math.ceil(text.length / 2);
      socket.write(text.slice(0, cut));
      setImmediate(() => socket.write(text.slice(cut)));
    };
    const mail: RawMail = { envelopeTo: [], login: "", data: "" };
    let state: "command" | "user" | "password" | "data" = "command";
    let pending = "";
    reply("220-scripted.test ESMTP\r\n220-a greeting of\r\n220 three lines\r\n");
    socket.on("data", (chunk: string) => {
      pending += chunk;
      if (state === "data") {
        const end = pending.indexOf("\r\n.\r\n");
        if (end < 0) return;
        wire.push({ ...mail, data: pending.slice(0, end + 2) });
        pending = pending.slice(end + 5);
        state = "command";
        reply("250 2.0.0 queued\r\n");
      }
      for (let end = pending.indexOf("\r\n"); end >= 0 && state !== "data"; end = pending.indexOf("\r\n")) {
        const line = pending.slice(0, end);
        pending = pending.slice(end + 2);
        if (state === "user") {
          mail.login = Buffer.from(line, "base64").toString("utf8");
          state = "password";
          reply("334 UGFzc3dvcmQ6\r\n");
        } else if (state === "password") {
          state = "command";
          reply("235 2.7.0 Accepted\r\n");
        } else if (/^EHLO /i.test(line)) reply("250-scripted.test\r\n250-8BITMIME\r\n250-SIZE 1000000\r\n250 AUTH LOGIN\r\n");
        else if (/^AUTH LOGIN$/i.test(line)) {
          state = "user";
          reply("334 VXNlcm5hbWU6\r\n");
        } else if (/^MAIL FROM:/i.test(line)) reply("250 2.1.0 OK\r\n");
        else if (/^RCPT TO:/i.test(line)) {
          mail.envelopeTo.push(/<(.*)>/.exec(line)?.[1] ?? "");
          reply("250 2.1.5 OK\r\n");
        } else if (/^DATA$/i.test(line)) {
          state = "data";
          reply("354 go ahead\r\n");
        } else if (/^QUIT$/i.test(line)) socket.end("221 bye\r\n");
        else reply("502 5.5.2 not implemented\r\n");
      }
    });
  });
}

function listen(server: TcpServer | HttpServer, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, host, () => {
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : 0);
    });
  });
}

function closeServer(server: TcpServer | HttpServer): Promise<void> {
  if ("closeAllConnections" in server) server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/** A port that was free a moment ago and that nothing listens on now. */
async function closedPort(): Promise<number> {
  const server = createTcpServer();
  const port = await listen(server, "127.0.0.1");
  await closeServer(server);
  return port;
}

/** The message's header fields (lower-case names, folded lines unfolded, encoded words decoded). */
function headersOf(raw: string): Record<string, string> {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? "";
  const fields: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) fields[line.slice(0, colon).toLowerCase()] = decodeEncodedWords(line.slice(colon + 1).trim());
  }
  return fields;
}

/** The text/plain part's body, quoted-printable decoded. */
function plainTextOf(raw: string): string {
  const part = /Content-Type: text\/plain[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*\r?\n([\s\S]*?)\r?\n--/i.exec(raw);
  return part?.[1] ? decodeQuotedPrintable(part[1]) : "";
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** "=?UTF-8?Q?Your_code?=" → "Your code"; the space between two encoded words is not text (RFC 2047 §6.2). */
function decodeEncodedWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, "?==?").replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, word: string) => decodeQuotedPrintable(word.replace(/_/g, " ")));
}
