import * as z from "zod";

/** A mail as kept by the local outbox (development and preview only). */
export const outboxMailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  sentAt: z.number().int(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
export const outboxListSchema = z.array(outboxMailSchema);

/** GET /api/dev/outbox?to= — optional address, case-insensitive. */
export const outboxQuerySchema = z.object({ to: z.string().trim().toLowerCase().max(254).optional() });
