import * as z from "zod/mini";
import "./zod-messages";
import { healthCheckSchema } from "./health";
import { MAIL_FAILURE_KINDS } from "./mail-failures";
import { lazySchema } from "./lazy-schema";
import { instantSchema } from "./time/instant-schema";

/**
 * GET /api/setup (public): what the site's first admin needs to see before there is one — which
 * settings are present (never their values), the e-mail row of the health page, and what the last
 * mail failure means (decision 107). Once an admin exists, only `adminExists: true`: the health page
 * (admins only) says it all from then on.
 */

/** The settings the setup page reports as present or not, in the order the Deploy page asks for them. */
export const SETUP_SETTINGS = [
  "ADMIN_EMAILS",
  "SMTP_HOST",
  "SMTP_PORT",
  "SMTP_USER",
  "SMTP_PASSWORD",
  "RESEND_API_KEY",
  "MAIL_FROM",
  "EMAIL_TRANSPORT",
  "TURNSTILE_SITE_KEY",
  "TURNSTILE_SECRET_KEY",
] as const;
export type SetupSetting = (typeof SETUP_SETTINGS)[number];

export const setupReportSchema = lazySchema(() =>
  z.discriminatedUnion("adminExists", [
    z.object({ adminExists: z.literal(true) }),
    z.object({
      adminExists: z.literal(false),
      settings: z.array(z.object({ name: z.enum(SETUP_SETTINGS), present: z.boolean() })),
      /** The mail transport in use, in words ("your mailbox over SMTP"). */
      transport: z.string(),
      /** The health page's e-mail row, the sender's address left out. */
      mail: healthCheckSchema,
      /** The health page's admins row. */
      admins: healthCheckSchema,
      /** The last mail the transport refused, unless one went out since. */
      lastMailFailure: z.nullable(z.object({ kind: z.enum(MAIL_FAILURE_KINDS), at: instantSchema, meaning: z.string(), action: z.string() })),
    }),
  ]),
);
export type SetupReport = z.infer<typeof setupReportSchema>;
