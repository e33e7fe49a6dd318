import { MAIL_FAILURE_KINDS, type MailFailureKind } from "../../src/shared/mail-failures";
import { readLastMailFailure } from "../db/mail-queue";
import type { Db } from "../db/client";

/**
 * Sorts a transport's failure — the sentence the transports reject with (smtp-transport.ts,
 * resend-transport.ts, cloudflare-transport.ts) — into the kinds of src/shared/mail-failures.ts, whose
 * words the health and setup pages show. Only the kind is kept: the sentence may quote the server,
 * and servers quote addresses. The daily cap is tested first, as every service words it its own way
 * (Gmail's "5.4.5 Daily user sending limit exceeded", Resend's 429 "daily_quota_exceeded").
 */
const RULES: readonly [RegExp, MailFailureKind][] = [
  [/daily[ _](user sending |sending )?(limit|quota)|quota[ _]exceeded|\b5\.4\.5\b/i, "daily-cap"],
  [/^SMTP login refused/, "smtp-login"],
  [/^SMTP server .* did not answer within/, "smtp-no-answer"],
  [/^SMTP login to .* not attempted/, "smtp-no-tls"],
  [/^SMTP server .* closed the connection/, "smtp-closed"],
  [/^SMTP_PORT /, "smtp-port"],
  [/^SMTP server .* refused the sender/, "smtp-sender"],
  [/^SMTP server .* refused the recipient/, "smtp-recipient"],
  [/^SMTP server .* took longer than/, "smtp-slow"],
  [/^Could not connect to SMTP server/, "smtp-connect"],
  [/^SMTP server /, "smtp-refused"],
  [/is not set|must both be set|is not configured/, "settings-missing"],
  [/^Resend answered (401|403)\b.*(api[ _]key|API key)/i, "resend-key"],
  [/^Resend answered (403|422)\b.*(domain|verify|testing emails)/i, "resend-domain"],
  [/^Resend answered/, "resend-refused"],
];

export function mailFailureKind(reason: string, transport: string): MailFailureKind {
  for (const [pattern, kind] of RULES) if (pattern.test(reason)) return kind;
  return transport === "cloudflare" ? "cloudflare-binding" : "unknown";
}

/** The last failure's kind, unless a mail has gone out since it (then it is history): for the health and setup pages. */
export async function currentMailFailure(db: Db): Promise<{ kind: MailFailureKind; at: number } | null> {
  const last = await readLastMailFailure(db);
  if (!last || last.sentSince) return null;
  const kind = (MAIL_FAILURE_KINDS as readonly string[]).includes(last.kind) ? (last.kind as MailFailureKind) : "unknown";
  return { kind, at: last.failedAt };
}
