import type * as z from "zod/mini";
import type { authenticationResponseSchema } from "../../../../src/shared/passkeys";
import { ApiError } from "../../../http/api-error";
import { findPasskeyWithOwner, recordPasskeyUse } from "../db/passkeys";
import { now } from "../../../lib/clock";
import { base64url } from "../../../lib/crypto";
import { CHALLENGE_TTL_MS, counterWentBackwards, userHandleOf, verifyAssertion } from "../lib/webauthn";
import { decodeBase64urlIgnorePadding } from "@oslojs/encoding";
import type { ServiceContext } from "../../../services/context";
import { issueChallenge, spendChallenge } from "./passkey-challenges";
import { relyingParty } from "./relying-party";
import { createSession } from "../../../services/sessions";
import { throttleKeys } from "../../../lib/throttle-keys";
import { clearLoginAttempts, spendLoginAttempt } from "../../../services/throttle";
import { grantConfiguredAdmin } from "../../../services/configured-admins";

/**
 * Options for `navigator.credentials.get()`, for the button and for the
 * username field's autofill alike: no credential list (discoverable
 * credentials: the authenticator offers the member's passkeys itself).
 */
export async function signInOptions(ctx: ServiceContext, browserToken: string) {
  const rp = relyingParty(ctx);
  const challenge = await issueChallenge(ctx, browserToken, "sign-in", null);
  return { rpId: rp.id, challenge: base64url(challenge), allowCredentials: [], timeout: CHALLENGE_TTL_MS, userVerification: "preferred" as const };
}

/**
 * Signs in with a passkey: this browser's challenge, a registered passkey
 * whose owner matches the user handle, a valid signature for our origin and
 * RP ID, and a counter that moved forward. The session is the one a password
 * sign-in gets. Failures count per credential, 10 in 15 minutes as for
 * passwords (the per-IP brake is on the route).
 */
export async function signInWithPasskey(ctx: ServiceContext, browserToken: string | undefined, response: z.output<typeof authenticationResponseSchema>) {
  const { db } = ctx;
  const rp = relyingParty(ctx);
  const challengeMatches = await spendChallenge(ctx, browserToken, "sign-in", null);
  // One attempt spent before anything is checked (atomically, so parallel
  // tries cannot race past the limit); a sign-in that succeeds clears them.
  const throttleKey = throttleKeys.passkeyFailures(response.id);
  await spendLoginAttempt(db, throttleKey);

  const found = await findPasskeyWithOwner(db, response.id);
  if (!found) {
    throw new ApiError("PASSKEY_UNKNOWN", "This passkey is not registered here (it may have been removed). Sign in with your password.");
  }
  const { passkey, user } = found;
  const refuse = async (reason: string) => {
    console.warn("passkey sign-in refused", { passkeyId: passkey.id, userId: user.id, reason });
    return new ApiError("PASSKEY_INVALID", "This passkey could not be verified. Please try again.");
  };

  const userHandle = response.response.userHandle ?? undefined;
  if (userHandle !== undefined && userHandle !== userHandleOf(user.id)) {
    throw await refuse("the user handle is not the passkey's owner");
  }
  // The signature is checked before the counters are compared, so only a genuine signature can
  // report a cloned authenticator.
  let verified: { counter: number; backedUp: boolean };
  try {
    verified = await verifyAssertion(
      response,
      { challenge: challengeMatches, origin: rp.origin, rpId: rp.id },
      decodeBase64urlIgnorePadding(passkey.publicKey),
    );
  } catch (error) {
    throw await refuse(error instanceof Error ? error.message : String(error));
  }
  const { counter: newCounter, backedUp: credentialBackedUp } = verified;
  if (counterWentBackwards(passkey.counter, newCounter)) {
    console.warn("passkey counter went backwards: possibly a cloned authenticator", {
      passkeyId: passkey.id,
      userId: user.id,
      stored: passkey.counter,
      received: newCounter,
    });
    throw await refuse("the signature counter went backwards");
  }
  const recorded = await recordPasskeyUse(db, passkey.id, passkey.counter, {
    counter: newCounter,
    backedUp: credentialBackedUp,
    at: now(),
  });
  if (!recorded) throw await refuse("used by another sign-in at the same moment, or removed");
  await clearLoginAttempts(db, throttleKey);
  await grantConfiguredAdmin(ctx, user);
  return createSession(ctx.env, user);
}
