import { keepFirstKey } from "../../../db/generated-keys";
import type { Bindings } from "../../../env";
import type { Db } from "../../../db/client";
import { ApiError } from "../../../http/api-error";
import { now } from "../../../lib/clock";
import { randomToken } from "../../../lib/crypto";
import type { ServiceContext } from "../../../services/context";
import { settingsOf } from "../../../lib/settings";

/** Shorter keys are refused: the claims' HMAC is only as strong as its key. */
export const CLAIM_SECRET_MIN_LENGTH = 32;

/** Its name among the keys the Worker makes (the generated_keys table). */
const GENERATED_NAME = "checkin-claims";

/** Once read, a generated key is kept for the isolate's life: it never changes. */
let generated: Promise<string> | undefined;

/**
 * The key that signs check-in claims. CHECKIN_CLAIM_SECRET wins when set; one set too short is
 * refused (null: claims fail closed, logged), since a chapter that set a key meant to use it. Unset,
 * the Worker makes a random 256-bit key on first use and keeps it in D1, private to the Worker, so
 * nobody has to invent one (decision 072).
 */
export async function claimSecretOf(env: Bindings, db: Db): Promise<string | null> {
  const configured = settingsOf(env).CHECKIN_CLAIM_SECRET;
  if (configured) return configured.length >= CLAIM_SECRET_MIN_LENGTH ? configured : null;
  generated ??= keepFirstKey(db, GENERATED_NAME, randomToken(32), now()).catch((error: unknown) => {
    generated = undefined;
    throw error;
  });
  return generated;
}

/** Logged and answered when a claim is asked for or redeemed and the configured key is too short. */
export function claimsNotConfigured(): ApiError {
  console.error(
    `configuration error: CHECKIN_CLAIM_SECRET is shorter than ${CLAIM_SECRET_MIN_LENGTH} characters, so check-in claims are refused (set a longer one, or delete it and the Worker makes its own)`,
  );
  return new ApiError(
    "CHECKIN_NOT_CONFIGURED",
    "Checking in after signing up does not work just now: type the code shown in the room after signing in, and please tell the chapter's officers.",
  );
}

/**
 * The key for a claim being made or redeemed: claimSecretOf's, or CHECKIN_NOT_CONFIGURED (logged)
 * when the configured one is too short — claims fail closed.
 */
export async function checkinClaimSecret(ctx: ServiceContext): Promise<string> {
  const secret = await claimSecretOf(ctx.env, ctx.db);
  if (secret === null) throw claimsNotConfigured();
  return secret;
}
