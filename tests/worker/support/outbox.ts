import { expect } from "vitest";
import { outboxListSchema, type OutboxMail } from "../../../src/shared/dev-outbox";
import { call, LOCAL_ORIGIN } from "./api";

/** Reading the local outbox as a person reads their mail (GET /api/dev/outbox, on the local development server). */

/** Every mail kept for an address, newest first. */
export async function mailsTo(to: string): Promise<OutboxMail[]> {
  const result = await call("GET", `/api/dev/outbox?to=${encodeURIComponent(to)}`, { origin: LOCAL_ORIGIN });
  expect(result.status).toBe(200);
  return outboxListSchema.parse(result.body.data);
}

/** The newest mail kept for an address. */
export async function lastMail(to: string): Promise<OutboxMail | undefined> {
  return (await mailsTo(to))[0];
}

export async function mailCount(to: string): Promise<number> {
  return (await mailsTo(to)).length;
}

/** The 6-digit code in a mail. */
export function codeFrom(mail: { text: string } | undefined): string {
  const match = /\b(\d{6})\b/.exec(mail?.text ?? "");
  expect(match, "expected a 6-digit code in the mail").toBeTruthy();
  return match![1]!;
}

/** The first link to `path` on the site in a mail, with its query. */
export function linkFrom(mail: { text: string } | undefined, path: string): URL {
  const match = new RegExp(`https?://[^\\s]+${path.replace(/[/?]/g, "\\$&")}[^\\s]*`).exec(mail?.text ?? "");
  expect(match, `expected a link to ${path} in the mail: ${mail?.text}`).toBeTruthy();
  return new URL(match![0]);
}
