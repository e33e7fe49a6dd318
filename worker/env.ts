import type { DrizzleD1Database } from "drizzle-orm/d1";

/** Secrets and optional bindings that `wrangler types` cannot see in wrangler.toml. */
export interface Bindings extends Env {
  /** Resend API key (wrangler secret), for EMAIL_TRANSPORT=resend. */
  RESEND_API_KEY?: string;
  /** Cloudflare `send_email` binding, for EMAIL_TRANSPORT=cloudflare (paid plan). */
  SEND_EMAIL?: SendEmail;
}

export type Db = DrizzleD1Database<Record<string, never>>;
