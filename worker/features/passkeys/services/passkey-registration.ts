import type * as z from "zod/mini";
import { MAX_PASSKEYS_PER_MEMBER, type Passkey, type registerPasskeyRequestSchema } from "../../../../src/shared/passkeys";
import { ApiError } from "../../../http/api-error";
import { uniqueViolation } from "../../../db/client";
import { insertPasskeyWithinLimit, listPasskeysOfUser } from "../db/passkeys";
import { now } from "../../../lib/clock";
import { base64url } from "../../../lib/crypto";
import { CHALLENGE_TTL_MS, knownTransports, SUPPORTED_ALGORITHMS, userHandleOf, verifyRegistration, type VerifiedRegistration } from "../lib/webauthn";
import type { ServiceContext } from "../../../services/context";
import { issueChallenge, spendChallenge } from "./passkey-challenges";
import { sendPasskeyNotice, toPasskey } from "./passkeys";
import { relyingParty } from "./relying-party";
import type { AuthenticatedUser } from "../../../services/sessions";
import { newId } from "../../../lib/ids";

const DEFAULT_NAME = "Passkey";

const tooMany = () => new ApiError("TOO_MANY_PASSKEYS", `You already have ${MAX_PASSKEYS_PER_MEMBER} passkeys. Remove one before adding another.`);

/**
 * Options for `navigator.credentials.create()`: a discoverable credential
 * (so sign-in needs no username), user verification preferred, attestation
 * "none", and the member's passkeys excluded so one authenticator is not
 * registered twice. The route has checked the sign-in is recent.
 */
export async function registrationOptions(ctx: ServiceContext, actor: AuthenticatedUser, browserToken: string) {
  const rp = relyingParty(ctx);
  const { user } = actor;
  const existing = await listPasskeysOfUser(ctx.db, user.id);
  if (existing.length >= MAX_PASSKEYS_PER_MEMBER) throw tooMany();
  const challenge = await issueChallenge(ctx, browserToken, "register", user.id);
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  return {
    challenge: base64url(challenge),
    rp: { name: rp.name, id: rp.id },
    // The user handle: our user id, not personal data. Sign-ins check it against the passkey's owner.
    user: { id: userHandleOf(user.id), name: user.username, displayName: fullName || user.username },
    pubKeyCredParams: SUPPORTED_ALGORITHMS.map((alg) => ({ alg, type: "public-key" as const })),
    timeout: CHALLENGE_TTL_MS,
    attestation: "none" as const,
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credentialId,
      type: "public-key" as const,
      transports: knownTransports(passkey.transports.split(",")),
    })),
    authenticatorSelection: { residentKey: "required" as const, requireResidentKey: true, userVerification: "preferred" as const },
    extensions: { credProps: true },
    hints: [],
  };
}

/** Checks the browser's answer against this browser's challenge and stores the new passkey. */
export async function registerPasskey(
  ctx: ServiceContext,
  actor: AuthenticatedUser,
  browserToken: string | undefined,
  input: z.output<typeof registerPasskeyRequestSchema>,
): Promise<Passkey> {
  const rp = relyingParty(ctx);
  const userId = actor.user.id;
  const challengeMatches = await spendChallenge(ctx, browserToken, "register", userId);
  const { response } = input;
  const refuse = (reason: string) => {
    console.warn("passkey registration refused", { userId, reason });
    return new ApiError("PASSKEY_INVALID", "This passkey could not be added. Please try again.");
  };
  let verified: VerifiedRegistration;
  try {
    verified = await verifyRegistration(response, { challenge: challengeMatches, origin: rp.origin, rpId: rp.id });
  } catch (error) {
    throw refuse(error instanceof Error ? error.message : String(error));
  }

  const row = {
    id: newId(),
    userId,
    credentialId: verified.credentialId,
    publicKey: base64url(verified.publicKey),
    counter: verified.counter,
    transports: knownTransports(response.response.transports).join(","),
    backupEligible: verified.backupEligible,
    backedUp: verified.backedUp,
    name: input.name ?? DEFAULT_NAME,
    createdAt: now(),
  };
  let stored: boolean;
  try {
    stored = await insertPasskeyWithinLimit(ctx.db, row, MAX_PASSKEYS_PER_MEMBER);
  } catch (error) {
    if (uniqueViolation(error)) {
      throw new ApiError("PASSKEY_ALREADY_REGISTERED", "This passkey is already registered.");
    }
    throw error;
  }
  if (!stored) throw tooMany();
  await sendPasskeyNotice(ctx, actor.user.email, { what: "added", name: row.name, at: row.createdAt });
  return toPasskey({ ...row, lastUsedAt: null });
}
