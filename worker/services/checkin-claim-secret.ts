import { isOutboxEnabled } from "../email/mailer";
import type { Bindings } from "../env";
import { ApiError } from "../http/api-error";

/** Shorter keys are refused: the claims' HMAC is only as strong as its key. */
export const CLAIM_SECRET_MIN_LENGTH = 32;

/**
 * Signs claims where no secret is configured and mail goes to the local
 * outbox (npm run dev, preview, tests) — never in a deployment, which uses a
 * real transport. Known to everyone, so only good for local work.
 */
const LOCAL_CLAIM_SECRET = "local-only key for check-in claims (npm run dev, preview, tests)";

/**
 * The key that signs check-in claims: CHECKIN_CLAIM_SECRET; with the local
 * outbox and none set, the local key. Null means a deployment without a
 * usable key: claims fail closed (as links without SITE_URL do).
 */
export function claimSecretOf(env: Bindings): string | null {
  const configured = env.CHECKIN_CLAIM_SECRET?.trim();
  if (configured) return configured.length >= CLAIM_SECRET_MIN_LENGTH ? configured : null;
  return isOutboxEnabled(env) ? LOCAL_CLAIM_SECRET : null;
}

/** Logged and answered when a claim is asked for or redeemed and the deployment has no usable key. */
export function claimsNotConfigured(): ApiError {
  console.error(
    `configuration error: CHECKIN_CLAIM_SECRET is not set (or shorter than ${CLAIM_SECRET_MIN_LENGTH} characters), so check-in claims are refused (npx wrangler secret put CHECKIN_CLAIM_SECRET)`,
  );
  return new ApiError(
    "CHECKIN_NOT_CONFIGURED",
    "Checking in after signing up does not work just now: type the code shown in the room after signing in, and please tell the chapter's officers.",
  );
}
