import type { Bindings, Db } from "../env";
import { createMailer, isOutboxEnabled } from "../email/mailer";
import type { Mail, MailTransport } from "../email/types";

/** What a service needs from the request: bindings, database, mail, the site's address. */
export type ServiceContext = {
  env: Bindings;
  db: Db;
  sendMail: MailTransport;
  /**
   * Sends without changing the answer or its timing — for mails whose
   * existence would reveal whether an account exists (reset links, resent
   * codes). Real transports deliver after the response (failures are
   * logged); the local outbox delivers at once so developers and tests see
   * the mail immediately.
   */
  sendMailQuietly: (mail: Mail) => Promise<void>;
  /**
   * Runs work that the answer need not wait for (mails to many members):
   * after the response when the runtime allows (`waitUntil`), else at once.
   * With the local outbox it runs at once, so developers and tests see the
   * result immediately. The task's failures are its own to handle.
   */
  afterResponse: (task: () => Promise<void>) => Promise<void>;
  /** Origin used in e-mailed links: SITE_URL when configured, else the request's. */
  siteUrl: string;
};

export function createServiceContext(
  env: Bindings,
  db: Db,
  requestUrl: string,
  waitUntil?: (promise: Promise<unknown>) => void,
): ServiceContext {
  const configured = env.SITE_URL?.trim().replace(/\/+$/, "");
  const sendMail = createMailer(env, db);
  // createMailer already logged the failure; nothing more to tell anyone.
  const swallow = (mail: Mail) => sendMail(mail).catch(() => undefined);
  const sendMailQuietly = async (mail: Mail) => {
    if (isOutboxEnabled(env)) return sendMail(mail);
    if (waitUntil) waitUntil(swallow(mail));
    else await swallow(mail);
  };
  const afterResponse = async (task: () => Promise<void>) => {
    if (waitUntil && !isOutboxEnabled(env)) waitUntil(task());
    else await task();
  };
  return { env, db, sendMail, sendMailQuietly, afterResponse, siteUrl: configured || new URL(requestUrl).origin };
}
