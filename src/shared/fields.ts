import * as z from "zod/mini";
import "./zod-messages";
import { lazySchema } from "./lazy-schema";

/**
 * One schema per field, shared by the forms and the Worker, with the messages
 * of docs/product.md (Input rules).
 */

/** Control characters (C0, DEL, C1) and the Unicode line and paragraph separators. */
const CONTROL_CLASS = "\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029";

/** No control characters (line breaks included): for single-line fields that end up in mail headers. */
export const SINGLE_LINE = new RegExp(`^[^${CONTROL_CLASS}]*$`);

/** Every run of control characters in a text (see SINGLE_LINE), to replace. */
export const CONTROL_CHARACTERS = new RegExp(`[${CONTROL_CLASS}]+`, "g");

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

/** User ids are UUIDs (36 characters); the limit leaves room and nothing longer is one. */
export const USER_ID_MAX = 64;
export const USERNAME_MAX = 32;

export const UserIdSchema = lazySchema(() =>
  z
    .string({ error: "User ID is required." })
    .check(z.minLength(1, { error: "User ID is required." }), z.maxLength(USER_ID_MAX, { error: "User ID is invalid." })),
);

/**
 * A user's id in a path (`/api/users/{id}`, …): one over USER_ID_MAX names
 * nobody, so validParam answers 404 NOT_FOUND with `notFound`, the
 * route's own message for an unknown id, without asking D1.
 */
export const UserIdParamSchema = (notFound: string) => z.string().check(z.maxLength(USER_ID_MAX, { error: notFound }));

export const UsernameSchema = lazySchema(() =>
  z.string({ error: "Username is required." }).check(
    z.trim(),
    z.minLength(1, { error: "Username is required." }),
    z.minLength(3, { error: "Username must be at least 3 characters long." }),
    z.maxLength(USERNAME_MAX, { error: `Username must be at most ${USERNAME_MAX} characters long.` }),
    z.regex(/^[A-Za-z0-9._-]+$/, {
      error: "Username may only contain letters, numbers, '.', '_' and '-'.",
    }),
  ),
);

/** Addresses are stored lower-case so that uniqueness ignores case. */
export const EmailSchema = lazySchema(() =>
  z.pipe(
    z.pipe(
      z.string({ error: "Invalid email address." }).check(z.trim(), z.maxLength(254, { error: "Invalid email address." })),
      z.email({ error: "Invalid email address." }),
    ),
    z.transform((email) => email.toLowerCase()),
  ),
);

export const PasswordSchema = lazySchema(() =>
  z
    .string({ error: "Password is required." })
    .check(
      z.minLength(1, { error: "Password is required." }),
      z.minLength(PASSWORD_MIN, { error: `Password must be at least ${PASSWORD_MIN} characters long.` }),
      z.maxLength(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters long.` }),
    ),
);

const nameSchema = (label: string) =>
  z.string({ error: `${label} must be text.` }).check(
    z.trim(),
    z.maxLength(50, { error: `${label} must be at most 50 characters long.` }),
    // Names are shown in lists, CSV files and mails: one line each.
    z.regex(SINGLE_LINE, { error: `${label} cannot contain line breaks or control characters.` }),
  );

export const FirstNameSchema = lazySchema(() => nameSchema("First name"));
export const LastNameSchema = lazySchema(() => nameSchema("Last name"));
/** Where a form asks for the name (sign-up), it is required there; the API takes it as optional. */
export const RequiredFirstNameSchema = lazySchema(() => FirstNameSchema.check(z.minLength(1, { error: "First name is required." })));
export const RequiredLastNameSchema = lazySchema(() => LastNameSchema.check(z.minLength(1, { error: "Last name is required." })));

/**
 * A query parameter that is a whole number from 1 to `max` ("?limit=20"), `fallback` when absent:
 * the paging and limit parameters of the API's lists, each message naming the parameter. Call it
 * inside a schema's builder (lazySchema): it makes a schema.
 */
export function wholeNumberParam(name: string, max: number, fallback: number, tooLarge = `${name} must be at most ${max}.`) {
  const notWhole = { error: `${name} must be a whole number.` };
  return z._default(
    z.coerce.number(notWhole).check(z.int(notWhole), z.gte(1, { error: `${name} must be at least 1.` }), z.lte(max, { error: tooLarge })),
    fallback,
  );
}

export const PointsSchema = lazySchema(() =>
  z
    .number({ error: "Points must be a whole number." })
    .check(
      z.int({ error: "Points must be a whole number." }),
      z.gte(0, { error: "Points cannot be negative." }),
      z.lte(1_000_000_000, { error: "Points are too large." }),
    ),
);

/** Six digits, as e-mailed at sign-up. */
export const CODE_LENGTH = 6;
export const VerificationCodeSchema = lazySchema(() =>
  z.string({ error: "Enter the 6-digit code." }).check(z.trim(), z.regex(/^\d{6}$/, { error: "Enter the 6-digit code." })),
);

/** Sign-in fields: non-empty strings, with the validation library's classic messages. */
export const SignInFieldSchema = lazySchema(() =>
  z.string({ error: "Required" }).check(z.minLength(1, { error: "String must contain at least 1 character(s)" })),
);

/**
 * The token of a passed Cloudflare Turnstile challenge, sent by the forms
 * that carry the widget (sign-up, forgot-password, contact). Required by the
 * server only when Turnstile is on: both its site key and its secret are
 * configured (docs/decisions/074-turnstile-at-run-time.md).
 */
export const TurnstileTokenSchema = lazySchema(() => z.optional(z.string().check(z.maxLength(2048))));
