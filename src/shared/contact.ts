import * as z from "zod/mini";
import "./zod-messages";
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
    name: z.string({ error: "Please enter your name." }).check(
      z.trim(),
      z.minLength(1, { error: "Please enter your name." }),
      z.maxLength(100, { error: "Your name must be at most 100 characters long." }),
      // The name goes into the forwarded mail's subject line.
      z.regex(SINGLE_LINE, { error: "Your name cannot contain line breaks or control characters." }),
    ),
    email: EmailSchema,
    message: z
      .string({ error: "Please write a message." })
      .check(
        z.trim(),
        z.minLength(CONTACT_MESSAGE_MIN, { error: `Please write at least ${CONTACT_MESSAGE_MIN} characters.` }),
        z.maxLength(CONTACT_MESSAGE_MAX, { error: `Please keep your message under ${CONTACT_MESSAGE_MAX} characters.` }),
      ),
    website: z.optional(z.string().check(z.maxLength(500))),
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
    page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
    pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
    /** "open" (not handled), "handled", or everything. */
    status: z._default(z.enum(["open", "handled", "all"]), "all"),
  }),
);
export type ListContactQuery = z.input<typeof listContactQuerySchema>;

/** PATCH and DELETE /api/contact/{id}: message ids are UUIDs, so anything long names no message — 404, without asking D1. */
export const contactMessageIdParamSchema = lazySchema(() => z.object({ id: z.string().check(z.maxLength(64, { error: "No such message." })) }));

export const updateContactRequestSchema = lazySchema(() => z.strictObject({ handled: z.boolean({ error: "handled must be true or false." }) }));
