import type { DrizzleD1Database } from "drizzle-orm/d1";

/** Secrets and optional bindings that `wrangler types` cannot see in wrangler.toml. */
export interface Bindings extends Env {
  /** Resend API key (wrangler secret), for EMAIL_TRANSPORT=resend. */
  RESEND_API_KEY?: string;
  /** Cloudflare `send_email` binding, for EMAIL_TRANSPORT=cloudflare (paid plan). */
  SEND_EMAIL?: SendEmail;
  /**
   * Mails the site may send a day (email/budget.ts). Unset: 95 with a real
   * transport, unlimited with the local outbox.
   */
  MAIL_DAILY_BUDGET?: string;
  /**
   * Cloudflare Turnstile's site key (a variable: the dashboard, or wrangler.toml
   * [vars]) and secret key (wrangler secret). Both set: sign-up,
   * forgot-password and the contact form show the widget and require a passed
   * challenge. Neither (local work, tests): no challenge. Only one: no
   * challenge either, and a configuration error in the log
   * (services/turnstile-setup.ts, decision 074).
   */
  TURNSTILE_SITE_KEY?: string;
  TURNSTILE_SECRET_KEY?: string;
  /**
   * The key that signs check-in claims (wrangler secret, at least 32
   * characters; decision 025). Unset: the Worker makes one on first use and
   * keeps it in D1 (decision 072). Set too short: claims are refused (503
   * CHECKIN_NOT_CONFIGURED, logged); check-in with a code still works.
   */
  CHECKIN_CLAIM_SECRET?: string;
  /**
   * Addresses (comma-separated) whose accounts become admins once they verify them: a new chapter's
   * first admin, without a terminal (services/configured-admins.ts).
   */
  ADMIN_EMAILS?: string;
}

/** Drizzle over D1, with the D1 binding itself (`$client`) for SQL written out (db/client.ts RawQuery, runBatch). */
export type Db = DrizzleD1Database<Record<string, never>> & { $client: D1Database };
