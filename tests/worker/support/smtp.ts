import { expect, inject } from "vitest";
import type { Bindings } from "../../../worker/env";

/** The local SMTP servers of tests/smtp/global-setup.ts, and reading what they received. */

export const smtpServers = inject("smtp");

/** The sender the SMTP tests configure (MAIL_FROM): the mailbox's own address, as Gmail requires. */
export const SMTP_SENDER = { name: "Chapter Website", email: smtpServers.user };

/** A deployment's variables for EMAIL_TRANSPORT=smtp, pointed at the local server (override any). */
export function smtpEnv(overrides: Partial<Bindings> = {}): Partial<Bindings> {
  return {
    EMAIL_TRANSPORT: "smtp",
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(smtpServers.port),
    SMTP_USER: smtpServers.user,
    SMTP_PASSWORD: smtpServers.password,
    MAIL_FROM: `${SMTP_SENDER.name} <${SMTP_SENDER.email}>`,
    ...overrides,
  };
}

export type ReceivedMail = { envelopeFrom: string; envelopeTo: string[]; login: string; headers: Record<string, string>; text: string };

/** Every mail the local SMTP servers received for an address, oldest first. */
export async function mailReceived(to: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${smtpServers.mailboxUrl}/mail?to=${encodeURIComponent(to)}`);
  expect(response.status).toBe(200);
  return response.json();
}

/** The logins the local SMTP servers were asked for with this user name, and whether each was accepted. */
export async function loginsTried(user: string): Promise<{ user: string; accepted: boolean; address: string }[]> {
  const response = await fetch(`${smtpServers.mailboxUrl}/logins?user=${encodeURIComponent(user)}`);
  expect(response.status).toBe(200);
  return response.json();
}

/** What the scripted server (tests/smtp/global-setup.ts) received for an address: each mail's data as it came over the wire. */
export async function mailOnTheWire(to: string): Promise<{ envelopeTo: string[]; login: string; data: string }[]> {
  const response = await fetch(`${smtpServers.mailboxUrl}/wire?to=${encodeURIComponent(to)}`);
  expect(response.status).toBe(200);
  return response.json();
}
