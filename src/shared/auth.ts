import * as z from "zod/mini";
import "./zod-messages";
import {
  EmailSchema,
  FirstNameSchema,
  LastNameSchema,
  PasswordSchema,
  SignInFieldSchema,
  TurnstileTokenSchema,
  UserIdSchema,
  UsernameSchema,
  VerificationCodeSchema,
} from "./fields";
import { GraduationTermSchema, MajorSchema } from "./profile";
import { lazySchema } from "./lazy-schema";
import { instantSchema } from "./time/instant-schema";

/** Seconds a member must wait before another code is sent to the same address. */
export const RESEND_COOLDOWN_SECONDS = 60;

export const sessionSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    username: z.string(),
    roles: z.array(z.string()),
  }),
);
export type Session = z.infer<typeof sessionSchema>;

export const loginRequestSchema = lazySchema(() =>
  z.object({
    username: SignInFieldSchema.check(z.maxLength(254, { error: "Too long." })),
    password: SignInFieldSchema.check(z.maxLength(128, { error: "Too long." })),
  }),
);
export type LoginRequest = z.infer<typeof loginRequestSchema>;
/** `sessionId` is the session's public handle, never its secret (which only the HttpOnly cookie carries). */
export const loginResponseSchema = lazySchema(() => z.object({ sessionId: z.string() }));

/**
 * The original sign-up's username, password and e-mail, and optionally who the member
 * is: first and last name (the sign-up form requires them), major and
 * expected graduation term, with the profile's own field rules. They are
 * written into the account when the code is right.
 */
export const signupRequestSchema = lazySchema(() =>
  z.object({
    /** Optional: the door's short sign-up asks none, and the Worker makes one from the name (decision 145). */
    username: z.optional(UsernameSchema),
    password: PasswordSchema,
    email: EmailSchema,
    firstName: z.optional(FirstNameSchema),
    lastName: z.optional(LastNameSchema),
    major: z.optional(MajorSchema),
    graduationTerm: z.optional(GraduationTermSchema),
    turnstileToken: TurnstileTokenSchema,
  }),
);
export type SignupRequest = z.input<typeof signupRequestSchema>;

export const messageResponseSchema = lazySchema(() => z.object({ message: z.string() }));
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const verifyCodeRequestSchema = lazySchema(() =>
  z.object({
    email: EmailSchema,
    code: VerificationCodeSchema,
  }),
);
export type VerifyCodeRequest = z.input<typeof verifyCodeRequestSchema>;
export const verifyCodeResponseSchema = lazySchema(() =>
  z.object({
    userId: UserIdSchema,
    sessionId: z.string(),
  }),
);

export const emailRequestSchema = lazySchema(() => z.object({ email: EmailSchema }));
export type EmailRequest = z.input<typeof emailRequestSchema>;

export const forgotPasswordRequestSchema = lazySchema(() => z.object({ email: EmailSchema, turnstileToken: TurnstileTokenSchema }));
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = lazySchema(() =>
  z.object({
    token: z
      .string({ error: "The reset link is invalid." })
      .check(z.minLength(16, { error: "The reset link is invalid." }), z.maxLength(128, { error: "The reset link is invalid." })),
    password: PasswordSchema,
  }),
);
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;
/**
 * The reset also signs the member in (its cookie): `{message}` as before, and
 * the new session as verify-code answers it. It removes the account's
 * passkeys too: `passkeysRemoved` says how many.
 */
export const resetPasswordResponseSchema = lazySchema(() =>
  z.extend(messageResponseSchema, {
    userId: UserIdSchema,
    sessionId: z.string(),
    passkeysRemoved: z.int().check(z.gte(0)),
  }),
);

export const setPasswordRequestSchema = lazySchema(() =>
  z.object({
    currentPassword: z.string({ error: "Password is required." }).check(z.minLength(1, { error: "Password is required." }), z.maxLength(128)),
    newPassword: PasswordSchema,
  }),
);
export type SetPasswordRequest = z.input<typeof setPasswordRequestSchema>;

/**
 * Sensitive changes (adding a passkey) need a sign-in at most this old; else
 * the API answers 403 REAUTH_REQUIRED and the page asks for the password
 * (POST /api/auth/reauth).
 */
export const RECENT_SIGN_IN_MINUTES = 10;

export const reauthRequestSchema = lazySchema(() =>
  z.object({
    password: z.string({ error: "Password is required." }).check(z.minLength(1, { error: "Password is required." }), z.maxLength(128)),
  }),
);
export type ReauthRequest = z.input<typeof reauthRequestSchema>;
/** `recentUntil`: when the fresh session stops counting as a recent sign-in. */
export const reauthResponseSchema = lazySchema(() => z.object({ recentUntil: instantSchema }));
export type ReauthResponse = z.infer<typeof reauthResponseSchema>;
