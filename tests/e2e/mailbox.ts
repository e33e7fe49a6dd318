import { expect } from "vitest";
import { api } from "./api";

export type Mail = { to: string; subject: string; text: string; sentAt: string };

async function inbox(to: string): Promise<Mail[]> {
  return (await api<Mail[]>("GET", `/api/dev/outbox?to=${encodeURIComponent(to)}`, null)).data;
}

/**
 * The newest mail to `to` sent after `since` (ms), waiting for it as a person
 * waits for their mail: some mails go out after the API has answered.
 */
export async function waitForMail(to: string, since: number, subject?: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await inbox(to)).find((mail) => Date.parse(mail.sentAt) >= since && (!subject || subject.test(mail.subject)));
        return found !== undefined;
      },
      { timeout: 10_000, interval: 100 },
    )
    .toBe(true);
  return found!;
}

/** The 6-digit code in a sign-up mail. */
export function codeIn(mail: Mail): string {
  const code = mail.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no 6-digit code in: ${mail.text}`);
  return code;
}

/** The reset link in a password-reset mail, as a path on the site under test. */
export function resetPathIn(mail: Mail): string {
  const link = mail.text.match(/https?:\/\/\S+\/reset-password\?token=[^\s]+/)?.[0];
  if (!link) throw new Error(`no reset link in: ${mail.text}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** A code that is not `code` (to try a wrong one without luck getting in the way). */
export const wrongCode = (code: string) => code.replace(/^./, (digit) => String((Number(digit) + 1) % 10));
