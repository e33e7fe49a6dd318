/** Secrets and optional bindings that `wrangler types` cannot see in wrangler.toml. */
export interface Bindings extends Env {
  /**
   * "outbox" (local work, tests), "resend", "smtp" or "cloudflare". Unset
   * (a deployed copy): SMTP when SMTP_HOST is set, else Resend (email/settings.ts).
   */
  EMAIL_TRANSPORT?: string;
  /** The sender, "Name <address>". Unset with SMTP: the site's name and SMTP_USER. */
  MAIL_FROM?: string;
  /** Resend API key (wrangler secret), for EMAIL_TRANSPORT=resend. */
  RESEND_API_KEY?: string;
  /** Cloudflare `send_email` binding, for EMAIL_TRANSPORT=cloudflare (paid plan). */
  SEND_EMAIL?: SendEmail;
  /**
   * EMAIL_TRANSPORT=smtp (email/smtp-transport.ts, decision 073): the
   * mailbox's outgoing server, e.g. "smtp.gmail.com", "smtp-mail.outlook.com"
   * or the university's. Sends as MAIL_FROM (default: SMTP_USER), which must be that mailbox's address.
   */
  SMTP_HOST?: string;
  /**
   * The server's port: "465" (the default) speaks TLS from the start; any
   * other, usually "587", starts plain and must upgrade with STARTTLS before
   * the login. Port 25 is blocked on Workers.
   */
  SMTP_PORT?: string;
  /** The login for SMTP_HOST, usually the mailbox's full address. */
  SMTP_USER?: string;
  /**
   * The password for SMTP_USER (wrangler secret): an app password made in
   * the account's security settings (Gmail and Outlook need two-step
   * verification for it), never the account's own password.
   */
  SMTP_PASSWORD?: string;
  /**
   * Mails the site may send a day (email/budget.ts). Unset: 95 with Resend
   * or the `send_email` binding, 250 with SMTP, unlimited with the local outbox.
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
  /**
   * Optional, for the health page's free-plan meter: a read-only API token ("Account Analytics:
   * Read") and the account it reads, so the page shows today's Worker requests, D1 rows written
   * and KV writes as Cloudflare counts them (features/health/services/platform-usage.ts).
   */
  CLOUDFLARE_ANALYTICS_TOKEN?: string;
  CLOUDFLARE_ACCOUNT_ID?: string;
  /**
   * "1" on a local development server only: the local scripts pass it (scripts/lib.ts LOCAL_VARS),
   * the Worker tests set it, wrangler.toml never does. With a local host name it opens /api/dev
   * (features/dev-outbox/lib/local-dev.ts, decision 106).
   */
  LOCAL_DEV_SERVER?: string;
  /**
   * Tests only, never set by wrangler.toml: where posts to Discord and GroupMe
   * go instead of their own origins — the Worker tests' local chat server
   * (tests/chat/global-setup.ts, decision 092). Taken only for http(s) on
   * this machine (127.0.0.1, localhost), so a deployed copy cannot be pointed
   * anywhere by it; the addresses officers paste are checked as before.
   */
  CHAT_API_ORIGIN?: string;
  /**
   * R2 buckets for the images and the résumés, bound only by a chapter that moved its files from
   * Workers KV (FILES) to R2 (docs/storage.md, decision 100): the default configuration declares
   * none, since creating a bucket needs a payment method. Each area uses its bucket once bound
   * (services/file-store.ts).
   */
  MEDIA?: R2Bucket;
  RESUMES?: R2Bucket;
  /**
   * Tests only, never set by wrangler.toml: the origin of the Worker tests'
   * local push service (web-push-testing, tests/push/global-setup.ts), whose
   * subscriptions are then accepted besides the browsers' push services
   * (decision 115). Taken only for http(s) on this machine.
   */
  PUSH_SERVICE_TEST_ORIGIN?: string;
}
