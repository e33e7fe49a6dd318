import * as z from "zod/mini";
import "./zod-messages";
import { loginResponseSchema } from "./auth";
import { UserIdSchema } from "./fields";
import { lazySchema } from "./lazy-schema";
import { instantSchema } from "./time/instant-schema";

/**
 * Passkeys (WebAuthn) under /api/auth/passkeys: the request and response
 * shapes shared by the Worker and the SPA. The browser side speaks the JSON
 * forms of WebAuthn (what `@simplewebauthn/browser` sends and expects); the
 * server checks their shape here and their content in worker/features/passkeys/lib/webauthn.ts
 * (`@oslojs/webauthn` and WebCrypto). See docs/decisions/017-passkeys.md and
 * docs/decisions/146-webauthn-without-certificates.md.
 */

/** A member may keep this many passkeys (a phone, a laptop, a security key… with room to spare). */
export const MAX_PASSKEYS_PER_MEMBER = 20;
export const PASSKEY_NAME_MAX = 50;
/** How long an options answer stays usable; the browser's prompt times out with it. */
export const PASSKEY_CHALLENGE_MINUTES = 5;

export const PasskeyNameSchema = lazySchema(() =>
  z
    .string({ error: "The name must be text." })
    .check(
      z.trim(),
      z.minLength(1, { error: "Give the passkey a name." }),
      z.maxLength(PASSKEY_NAME_MAX, { error: `The name must be at most ${PASSKEY_NAME_MAX} characters long.` }),
    ),
);

/**
 * Base64url text of at most `max` characters. Credential ids are at most
 * 1,023 bytes (1,364 characters); the other fields are a few hundred bytes,
 * a few kilobytes with an attestation certificate.
 */
const base64url = (max: number) =>
  z
    .string({ error: "The passkey answer is incomplete." })
    .check(z.maxLength(max, { error: "The passkey answer is too large." }), z.regex(/^[A-Za-z0-9_-]*$/, { error: "The passkey answer is malformed." }));

const CredentialIdSchema = lazySchema(() => base64url(1400).check(z.minLength(1, { error: "The passkey answer is incomplete." })));

/** `RegistrationResponseJSON`: what `navigator.credentials.create()` gives, as JSON. */
export const registrationResponseSchema = lazySchema(() =>
  z.object({
    id: CredentialIdSchema,
    rawId: CredentialIdSchema,
    type: z.literal("public-key", { error: "Not a passkey answer." }),
    response: z.object({
      clientDataJSON: base64url(4096),
      attestationObject: base64url(32768),
      authenticatorData: z.optional(base64url(16384)),
      transports: z.optional(z.array(z.string().check(z.maxLength(32))).check(z.maxLength(10))),
      publicKeyAlgorithm: z.optional(z.int()),
      publicKey: z.optional(base64url(4096)),
    }),
    clientExtensionResults: z.record(z.string(), z.unknown()),
  }),
);

/** `AuthenticationResponseJSON`: what `navigator.credentials.get()` gives, as JSON. */
export const authenticationResponseSchema = lazySchema(() =>
  z.object({
    id: CredentialIdSchema,
    rawId: CredentialIdSchema,
    type: z.literal("public-key", { error: "Not a passkey answer." }),
    response: z.object({
      clientDataJSON: base64url(4096),
      authenticatorData: base64url(16384),
      signature: base64url(4096),
      userHandle: z.nullish(base64url(256)),
    }),
    clientExtensionResults: z.record(z.string(), z.unknown()),
  }),
);

/**
 * The options answers, passed as they are to `startRegistration({ optionsJSON })`
 * and `startAuthentication({ optionsJSON })`. Only the fields the client
 * relies on are checked; the rest is WebAuthn's and passes through.
 */
export const creationOptionsSchema = lazySchema(() =>
  z.looseObject({
    challenge: z.string(),
    rp: z.looseObject({ id: z.string(), name: z.string() }),
    user: z.looseObject({ id: z.string(), name: z.string(), displayName: z.string() }),
    pubKeyCredParams: z.array(z.looseObject({ alg: z.number(), type: z.string() })),
    excludeCredentials: z.optional(z.array(z.looseObject({ id: z.string() }))),
  }),
);
export type CreationOptions = z.infer<typeof creationOptionsSchema>;

export const requestOptionsSchema = lazySchema(() =>
  z.looseObject({
    challenge: z.string(),
    rpId: z.string(),
    allowCredentials: z.array(z.looseObject({ id: z.string() })),
  }),
);
export type RequestOptions = z.infer<typeof requestOptionsSchema>;

/** POST /register/verify: the browser's answer and an optional name ("Pixel 8"). */
export const registerPasskeyRequestSchema = lazySchema(() =>
  z.object({
    response: registrationResponseSchema,
    name: z.optional(PasskeyNameSchema),
  }),
);
export type RegisterPasskeyRequest = z.input<typeof registerPasskeyRequestSchema>;

/** POST /login/verify. */
export const passkeySignInRequestSchema = lazySchema(() => z.object({ response: authenticationResponseSchema }));
export type PasskeySignInRequest = z.input<typeof passkeySignInRequestSchema>;
/** A passkey sign-in answers exactly as a password sign-in. */
export const passkeySignInResponseSchema = loginResponseSchema;

/**
 * PATCH and DELETE /api/auth/passkeys/{id}: passkey ids are UUIDs (not the
 * credential's id), so anything long names no passkey — 404, without asking D1.
 */
export const passkeyIdParamSchema = lazySchema(() => z.object({ id: z.string().check(z.maxLength(64, { error: "No such passkey." })) }));

export const renamePasskeyRequestSchema = lazySchema(() => z.object({ name: PasskeyNameSchema }));
export type RenamePasskeyRequest = z.input<typeof renamePasskeyRequestSchema>;

/** GET /: an admin may name another member; a member gets their own. */
export const listPasskeysQuerySchema = lazySchema(() => z.object({ userId: z.optional(UserIdSchema) }));

/** A passkey as the API shows it: never the key or the credential id. */
export const passkeySchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    createdAt: instantSchema,
    lastUsedAt: z.nullable(instantSchema),
    /** The passkey can be synced to the member's other devices (a password manager, iCloud Keychain…). */
    backupEligible: z.boolean(),
    /** It is synced now. */
    backedUp: z.boolean(),
  }),
);
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeyListSchema = lazySchema(() => z.array(passkeySchema));

export const deletedPasskeySchema = lazySchema(() => z.object({ id: z.string() }));
