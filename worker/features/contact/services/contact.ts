import type * as z from "zod/mini";
import type { ContactMessage, contactRequestSchema, listContactQuerySchema } from "../../../../src/shared/contact";
import { site } from "../../../../src/site.config";
import { ApiError } from "../../../http/api-error";
import { deleteContactMessage, insertContactMessage, listContactMessages, setContactHandled, type ContactRow } from "../db/contact-messages";
import { contactForwardMail } from "../email/mails";
import { DAY, HOUR, now } from "../../../lib/clock";
import type { ServiceContext } from "../../../services/context";
import { throttleKeys } from "../../../lib/throttle-keys";
import { takeSlot } from "../../../services/throttle";
import { newId } from "../../../lib/ids";
import { formatUtcInstant } from "../../../../src/shared/time/utc-instant";

export const CONTACT_PER_ADDRESS_PER_HOUR = 3;
/** Messages older than this (about 18 months) are deleted by the daily job. */
export const CONTACT_RETENTION_MS = 548 * DAY;
export const CONTACT_PER_IP_PER_HOUR = 20;
const THANKS = "Thank you! Your message has reached the board; we usually answer within a few days.";

/**
 * Stores a contact-form message and forwards it to the chapter's address.
 * Bots that fill the hidden honeypot field get the same thanks and nothing
 * is kept. A failed forward does not lose the message: admins read it on the
 * site — nor does a spent mail budget (the message is kept, not forwarded).
 */
export async function submitContactMessage(ctx: ServiceContext, input: z.output<typeof contactRequestSchema>, ip: string | undefined): Promise<string> {
  if (input.website?.trim()) return THANKS;
  ctx.assertMailConfigured();
  const tooMany = () => "You have sent several messages already. Please wait a while, or write to us by e-mail.";
  if (ip) await takeSlot(ctx.db, throttleKeys.contactByIp(ip), CONTACT_PER_IP_PER_HOUR, HOUR, tooMany);
  await takeSlot(ctx.db, throttleKeys.contactByEmail(input.email), CONTACT_PER_ADDRESS_PER_HOUR, HOUR, tooMany);

  const row: ContactRow = {
    id: newId(),
    name: input.name,
    email: input.email,
    message: input.message,
    createdAt: now(),
    handled: false,
  };
  await insertContactMessage(ctx.db, row);
  try {
    await ctx.sendMail(contactForwardMail(site.contactEmail, row));
  } catch (error) {
    console.error("contact message stored but not forwarded", row.id, error instanceof Error ? error.message : error);
  }
  return THANKS;
}

const toMessage = (row: ContactRow): ContactMessage => ({ ...row, createdAt: formatUtcInstant(row.createdAt) });

export async function listMessages(ctx: ServiceContext, query: z.output<typeof listContactQuerySchema>) {
  const { rows, total } = await listContactMessages(ctx.db, query);
  return { messages: rows.map(toMessage), meta: { total, page: query.page, pageSize: query.pageSize } };
}

export async function markHandled(ctx: ServiceContext, id: string, handled: boolean): Promise<ContactMessage> {
  const row = await setContactHandled(ctx.db, id, handled);
  if (!row) throw new ApiError("NOT_FOUND", "No such message.");
  return toMessage(row);
}

export async function removeMessage(ctx: ServiceContext, id: string): Promise<{ id: string }> {
  if (!(await deleteContactMessage(ctx.db, id))) throw new ApiError("NOT_FOUND", "No such message.");
  return { id };
}
