import * as z from "zod/mini";
import "./zod-messages";
import { lazySchema } from "./lazy-schema";
import { instantSchema } from "./time/instant-schema";

/** A mail as kept by the local outbox (development and preview only). */
export const outboxMailSchema = lazySchema(() =>
  z.object({
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    sentAt: instantSchema,
    /** Extra headers (List-Unsubscribe on mail a member may turn off). */
    headers: z.record(z.string(), z.string()),
    /** Files sent with the mail (an event's .ics), as text. */
    attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() })),
  }),
);
export type OutboxMail = z.infer<typeof outboxMailSchema>;
export const outboxListSchema = lazySchema(() => z.array(outboxMailSchema));

/** GET /api/dev/outbox?to= — optional address, case-insensitive. */
export const outboxQuerySchema = lazySchema(() => z.object({ to: z.optional(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254))) }));
