import { ApiError } from "../../../http/api-error";
import { putChallenge, takeChallenge } from "../db/passkey-challenges";
import { now } from "../../../lib/clock";
import { base64url, sha256Hex, timingSafeEqual } from "../../../lib/crypto";
import { CHALLENGE_TTL_MS } from "../lib/webauthn";
import type { ServiceContext } from "../../../services/context";

export type CeremonyPurpose = "register" | "sign-in";

/** The row's key: one pending challenge per browser and purpose. */
const keyHash = (browserToken: string, purpose: CeremonyPurpose) => sha256Hex(`${purpose}:${browserToken}`);

const invalid = () => new ApiError("PASSKEY_CHALLENGE_INVALID", "This passkey request has expired or was already used. Please try again.");

/**
 * A fresh random challenge (256 bits) for the browser holding `browserToken`
 * (its HttpOnly cookie), stored hashed with a 5-minute expiry. A new one
 * replaces the browser's previous challenge for the same purpose. Returned
 * as bytes: the options carry them base64url-encoded, as the browser
 * returns them in clientDataJSON.
 */
export async function issueChallenge(
  ctx: ServiceContext,
  browserToken: string,
  purpose: CeremonyPurpose,
  userId: string | null,
): Promise<Uint8Array<ArrayBuffer>> {
  const challenge = crypto.getRandomValues(new Uint8Array(32));
  await putChallenge(ctx.db, {
    keyHash: await keyHash(browserToken, purpose),
    purpose,
    challengeHash: await sha256Hex(base64url(challenge)),
    userId,
    expiresAt: now() + CHALLENGE_TTL_MS,
  });
  return challenge;
}

/**
 * Spends the browser's pending challenge — before anything is checked, so
 * each challenge gets exactly one verify call — and returns the test that
 * the answer's challenge is the one issued. Refuses when the browser has
 * none (never asked, already used, another browser), when it has expired,
 * or when it was issued to another member.
 */
export async function spendChallenge(
  ctx: ServiceContext,
  browserToken: string | undefined,
  purpose: CeremonyPurpose,
  userId: string | null,
): Promise<(challenge: string) => Promise<boolean>> {
  if (!browserToken) throw invalid();
  const row = await takeChallenge(ctx.db, await keyHash(browserToken, purpose));
  if (!row || row.expiresAt <= now() || row.userId !== userId) throw invalid();
  return async (challenge) => timingSafeEqual(await sha256Hex(challenge), row.challengeHash);
}
