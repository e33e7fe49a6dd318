import { decodeAttestationObject, isoBase64URL } from "@simplewebauthn/server/helpers";
import { PASSKEY_CHALLENGE_MINUTES } from "../../src/shared/passkeys";
import { MINUTE } from "./clock";

/**
 * Small WebAuthn rules of our own, beside what @simplewebauthn/server checks.
 * See docs/decisions/017-passkeys.md.
 */

/** How long a ceremony may take: the challenge's life, its cookie's and the browser's timeout. */
export const CHALLENGE_TTL_MS = PASSKEY_CHALLENGE_MINUTES * MINUTE;

/** COSE algorithms we accept: EdDSA (Ed25519), ES256 (P-256) and RS256 — what authenticators use. */
export const SUPPORTED_ALGORITHMS = [-8, -7, -257];

const KNOWN_TRANSPORTS = new Set(["ble", "cable", "hybrid", "internal", "nfc", "smart-card", "usb"]);

/** The transport hints worth keeping (they only help the browser pick the authenticator). */
export function knownTransports(transports: readonly string[] | undefined): string[] {
  return [...new Set((transports ?? []).filter((transport) => KNOWN_TRANSPORTS.has(transport)))];
}

/**
 * We ask for attestation "none", and browsers then either strip the
 * statement (fmt "none") or leave a self attestation (fmt "packed" without a
 * certificate). A certificate chain is something we did not ask for and
 * cannot judge: we keep no trust anchors, and without them the library skips
 * the chain's validation, so it would prove nothing while it names the
 * device's make. Such an answer is refused here, before the library reads
 * it, which keeps what we accept to the answers the tests cover.
 */
export function attestationIsAccepted(attestationObject: string): boolean {
  try {
    const decoded = decodeAttestationObject(isoBase64URL.toBuffer(attestationObject));
    const format = decoded.get("fmt");
    return format === "none" || (format === "packed" && decoded.get("attStmt").get("x5c") === undefined);
  } catch {
    return false;
  }
}

/**
 * A signature counter that did not move forward means two copies of the
 * credential exist (a cloned authenticator) — unless both are 0, which is
 * how synced passkeys report "no counter".
 */
export function counterWentBackwards(stored: number, received: number): boolean {
  return (stored > 0 || received > 0) && received <= stored;
}
