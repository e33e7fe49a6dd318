import * as z from "zod";
import { EmailSchema, SINGLE_LINE, TurnstileTokenSchema } from "./fields";
import { lazySchema } from "./lazy-schema";
import { instantSchema } from "./time/instant-schema";

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;

/**
 * The contact form. `website` is a honeypot: hidden from people, filled by
 * bots; a message that fills it is accepted silently and dropped.
 */
export const contactRequestSchema = lazySchema(() =>
  z.object({
    name: z
      .string({ error: "Please enter your name." })
      .trim()
      .min(1, { error: "Please enter your name." })
      .max(100, { error: "Your name must be at most 100 characters long." })
      // The name goes into the forwarded mail's subject line.
      .regex(SINGLE_LINE, { error: "Your name cannot contain line breaks or control characters." }),
    email: EmailSchema,
    message: z
      .string({ error: "Please write a message." })
      .trim()
      .min(CONTACT_MESSAGE_MIN, { error: `Please write at least ${CONTACT_MESSAGE_MIN} characters.` })
      .max(CONTACT_MESSAGE_MAX, { error: `Please keep your message under ${CONTACT_MESSAGE_MAX} characters.` }),
    website: z.string().max(500).optional(),
    turnstileToken: TurnstileTokenSchema,
  }),
);
export type ContactRequest = z.input<typeof contactRequestSchema>;

export const contactMessageSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    message: z.string(),
    createdAt: instantSchema,
    handled: z.boolean(),
  }),
);
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export const contactMessageListSchema = lazySchema(() => z.array(contactMessageSchema));

export const listContactQuerySchema = lazySchema(() =>
  z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    /** "open" (not handled), "handled", or everything. */
    status: z.enum(["open", "handled", "all"]).default("all"),
  }),
);
export type ListContactQuery = z.input<typeof listContactQuerySchema>;

/** PATCH and DELETE /api/contact/{id}: message ids are UUIDs, so anything long names no message — 404, without asking D1. */
export const contactMessageIdParamSchema = lazySchema(() => z.object({ id: z.string().max(64, { error: "No such message." }) }));

export const updateContactRequestSchema = lazySchema(() => z.object({ handled: z.boolean({ error: "handled must be true or false." }) }).strict());
