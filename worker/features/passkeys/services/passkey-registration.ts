import { generateRegistrationOptions, verifyRegistrationResponse, type VerifiedRegistrationResponse } from "@simplewebauthn/server";
import { isoUint8Array } from "@simplewebauthn/server/helpers";
import type * as z from "zod";
import { MAX_PASSKEYS_PER_MEMBER, type Passkey, type registerPasskeyRequestSchema } from "../../../../src/shared/passkeys";
import { ApiError } from "../../../http/api-error";
import { uniqueViolation } from "../../../db/client";
import { insertPasskeyWithinLimit, listPasskeysOfUser } from "../db/passkeys";
import { now } from "../../../lib/clock";
import { base64url } from "../../../lib/crypto";
import { attestationIsAccepted, CHALLENGE_TTL_MS, knownTransports, SUPPORTED_ALGORITHMS } from "../../../lib/webauthn";
import type { ServiceContext } from "../../../services/context";
import { issueChallenge, spendChallenge } from "./passkey-challenges";
import { sendPasskeyNotice, toPasskey } from "./passkeys";
import { relyingParty } from "./relying-party";
import type { AuthenticatedUser } from "../../../services/sessions";

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
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    // The user handle: our user id, not personal data. Sign-ins check it against the passkey's owner.
    userID: isoUint8Array.fromUTF8String(user.id),
    userName: user.username,
    userDisplayName: fullName || user.username,
    challenge,
    timeout: CHALLENGE_TTL_MS,
    attestationType: "none",
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credentialId,
      transports: knownTransports(passkey.transports.split(",")),
    })),
    authenticatorSelection: { residentKey: "required", requireResidentKey: true, userVerification: "preferred" },
    supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
  });
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
  if (!attestationIsAccepted(response.response.attestationObject)) {
    throw refuse("attestation format other than none or self attestation");
  }
  let verification: VerifiedRegistrationResponse;
  try {
    verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: challengeMatches,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
      supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
    });
  } catch (error) {
    throw refuse(error instanceof Error ? error.message : String(error));
  }
  if (!verification.verified) throw refuse("not verified");
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;

  const row = {
    id: crypto.randomUUID(),
    userId,
    credentialId: credential.id,
    publicKey: base64url(credential.publicKey),
    counter: credential.counter,
    transports: knownTransports(response.response.transports).join(","),
    backupEligible: credentialDeviceType === "multiDevice",
    backedUp: credentialBackedUp,
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
