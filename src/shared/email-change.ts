import * as z from "zod/mini";
import "./zod-messages";
import { EmailSchema, VerificationCodeSchema } from "./fields";
import { lazySchema } from "./lazy-schema";
import { instantSchema } from "./time/instant-schema";

/**
 * A member changing their own e-mail address: a code goes to the new
 * address, and the address changes only once it is confirmed
 * (docs/decisions/060-changing-your-own-e-mail.md).
 */

/**
 * POST /api/auth/email-change. `currentPassword` may be left out within ten
 * minutes of a sign-in (else 403 REAUTH_REQUIRED); the form always asks.
 */
export const emailChangeRequestSchema = lazySchema(() =>
  z.object({
    newEmail: EmailSchema,
    currentPassword: z.optional(z.string({ error: "Password is required." }).check(z.minLength(1, { error: "Password is required." }), z.maxLength(128))),
  }),
);
export type EmailChangeRequest = z.input<typeof emailChangeRequestSchema>;

/** `expiresAt`: when this code stops working (ms since the epoch). */
export const emailChangeStartedSchema = lazySchema(() => z.object({ newEmail: z.string(), expiresAt: instantSchema }));
export type EmailChangeStarted = z.infer<typeof emailChangeStartedSchema>;

/** POST /api/auth/email-change/confirm. */
export const emailChangeConfirmSchema = lazySchema(() => z.object({ code: VerificationCodeSchema }));
export type EmailChangeConfirm = z.input<typeof emailChangeConfirmSchema>;

export const emailChangedSchema = lazySchema(() => z.object({ email: z.string() }));
