import { WorkerMailer } from "worker-mailer";

/**
 * Two fixes to worker-mailer 1.2.1 (pinned in package.json), which
 * smtp-transport.ts imports before it connects; see
 * docs/decisions/073-smtp-transport.md. Both replace a private method on the
 * class's prototype, so an upgrade must check them again (the SMTP tests
 * fail if either stops working):
 *
 * 1. **A server that hangs up ends the read.** The library's `read()` loops
 *    on `reader.read()` until a reply is complete and treats the end of the
 *    stream like an empty chunk: when the server closes the connection, the
 *    loop never waits again, the isolate spins until the runtime kills it
 *    (no timer can fire), and the member gets the runtime's error page.
 *    Here the end of the stream rejects, as a lost connection does.
 * 2. **No login without TLS.** On a port other than 465 the library upgrades
 *    with STARTTLS only when the server offers it, and otherwise logs in in
 *    the clear — so anyone on the path who strips the offer reads the app
 *    password. Here the login is refused unless the connection is
 *    encrypted, except to a server on this machine (the tests' local
 *    server; a deployed Worker cannot reach loopback addresses).
 */

/** The library's private members these fixes use (1.2.1's names). */
type MailerInternals = {
  host: string;
  secure: boolean;
  startTls: boolean;
  supportsStartTls: boolean;
  reader: ReadableStreamDefaultReader<Uint8Array>;
  read(): Promise<string>;
  auth(): Promise<void>;
};

export const CONNECTION_CLOSED = "the server closed the connection";
export const NO_TLS = "the server did not offer STARTTLS, so the login would have gone unencrypted";

/** The hosts that may be reached without TLS: this machine only. */
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);

const internals = WorkerMailer.prototype as unknown as MailerInternals;
if (typeof internals.read !== "function" || typeof internals.auth !== "function") {
  throw new Error("worker-mailer changed: check worker/email/worker-mailer-guards.ts against the new version");
}

/** The library's read (a reply is whole at a line end, unless that line is a "250-…" continuation), ending at the end of the stream. */
internals.read = async function read(this: MailerInternals): Promise<string> {
  const decoder = new TextDecoder();
  let response = "";
  for (;;) {
    const { value, done } = await this.reader.read();
    if (done) throw new Error(CONNECTION_CLOSED);
    response += decoder.decode(value, { stream: true });
    if (!response.endsWith("\n")) continue;
    const lines = response.split(/\r?\n/);
    if (!/^\d+-/.test(lines[lines.length - 2] ?? "")) return response;
  }
};

const authenticate = internals.auth;
internals.auth = function auth(this: MailerInternals): Promise<void> {
  const encrypted = this.secure || (this.startTls && this.supportsStartTls);
  if (!encrypted && !LOOPBACK_HOSTS.has(this.host)) return Promise.reject(new Error(NO_TLS));
  return authenticate.call(this);
};

export { WorkerMailer };
