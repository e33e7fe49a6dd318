import type { Bindings, Db } from "../env";
import { createMailer, type MailTransport } from "../email/mailer";

/** What a service needs from the request: bindings, database, mail, the site's address. */
export type ServiceContext = {
  env: Bindings;
  db: Db;
  sendMail: MailTransport;
  /** Origin used in e-mailed links: SITE_URL when configured, else the request's. */
  siteUrl: string;
};

export function createServiceContext(env: Bindings, db: Db, requestUrl: string): ServiceContext {
  const configured = env.SITE_URL?.trim().replace(/\/+$/, "");
  return { env, db, sendMail: createMailer(env, db), siteUrl: configured || new URL(requestUrl).origin };
}
