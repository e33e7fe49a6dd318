/** What tests/smtp/global-setup.ts starts for the Worker tests (vitest `provide`/`inject`), all on this machine. */
export type SmtpTestServers = {
  /** The mailbox's login that the servers accept; any other is refused with 535. */
  user: string;
  password: string;
  /** A real SMTP server (smtp-server) on 127.0.0.1: plain, no STARTTLS, login required. */
  port: number;
  /** The same server on 127.0.0.2, an address the transport does not treat as this machine: it must refuse to log in without TLS. */
  otherAddress: { host: string; port: number };
  /** Accepts connections and never says a word. */
  silentPort: number;
  /** Accepts connections and closes them at once. */
  hangUpPort: number;
  /** A hand-written server: a greeting of three lines, replies in two pieces, AUTH LOGIN only, any login accepted. */
  scriptedPort: number;
  /** A port nothing listens on. */
  closedPort: number;
  /** The servers' mailbox over HTTP: GET /mail?to= (the mails received for an address), GET /logins?user= (the logins tried), GET /wire?to= (the scripted server's mails as they came over the wire). */
  mailboxUrl: string;
};

declare module "vitest" {
  export interface ProvidedContext {
    smtp: SmtpTestServers;
  }
}
