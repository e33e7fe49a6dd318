import { decodeCBORToNativeValue, decodeCBORToNativeValueNoLeftoverBytes } from "@oslojs/cbor";
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";
import {
  AttestationStatementFormat,
  ClientDataType,
  COSEKeyType,
  COSEPublicKey,
  coseAlgorithmEdDSA,
  coseAlgorithmES256,
  coseAlgorithmRS256,
  coseEllipticCurveEd25519,
  coseEllipticCurveP256,
  parseAttestationObject,
  parseAuthenticatorData,
  parseClientDataJSON,
} from "@oslojs/webauthn";
import { PASSKEY_CHALLENGE_MINUTES } from "../../../../src/shared/passkeys";
import { MINUTE } from "../../../lib/clock";

/**
 * WebAuthn for attestation "none", on `@oslojs/webauthn` (parsing) and the runtime's WebCrypto
 * (signatures): no certificate is ever parsed (decisions 017 and 146).
 */

/** How long a ceremony may take: the challenge's life, its cookie's and the browser's timeout. */
export const CHALLENGE_TTL_MS = PASSKEY_CHALLENGE_MINUTES * MINUTE;

/** COSE algorithms we accept: EdDSA (Ed25519), ES256 (P-256) and RS256 — what authenticators use. */
export const SUPPORTED_ALGORITHMS = [coseAlgorithmEdDSA, coseAlgorithmES256, coseAlgorithmRS256];

const KNOWN_TRANSPORTS = new Set(["ble", "cable", "hybrid", "internal", "nfc", "smart-card", "usb"]);

/** The transport hints worth keeping (they only help the browser pick the authenticator). */
export function knownTransports(transports: readonly string[] | undefined): string[] {
  return [...new Set((transports ?? []).filter((transport) => KNOWN_TRANSPORTS.has(transport)))];
}

/** A refused answer; `message` is the reason, for the operators' log only. */
export class WebAuthnRefusal extends Error {}

/** What both ceremonies check the browser's answer against. `challenge` spends nothing: it compares. */
export type Expected = { challenge: (challenge: string) => Promise<boolean>; origin: string; rpId: string };

const FLAG_BACKUP_ELIGIBLE = 0x08;
const FLAG_BACKED_UP = 0x10;

/** The client data of `type`, for our challenge and our origin (never embedded in another site's page). */
async function checkClientData(clientDataJSON: Uint8Array, type: ClientDataType, expected: Expected) {
  const clientData = parseClientDataJSON(clientDataJSON);
  if (clientData.type !== type) throw new WebAuthnRefusal("client data type of the other ceremony");
  if (!(await expected.challenge(encodeBase64urlNoPadding(clientData.challenge)))) throw new WebAuthnRefusal("another challenge");
  if (clientData.origin !== expected.origin) throw new WebAuthnRefusal(`unexpected origin "${clientData.origin}"`);
  if (clientData.crossOrigin === true) throw new WebAuthnRefusal("cross-origin");
}

/** Authenticator data for our RP ID, with the user present (verification is preferred, not required). */
function checkAuthenticatorData(bytes: Uint8Array, rpId: string) {
  const data = parseAuthenticatorData(bytes);
  if (!data.verifyRelyingPartyIdHash(rpId)) throw new WebAuthnRefusal("another RP ID");
  if (!data.userPresent) throw new WebAuthnRefusal("the user was not present");
  const flags = bytes[32] ?? 0;
  const backupEligible = (flags & FLAG_BACKUP_ELIGIBLE) !== 0;
  const backedUp = (flags & FLAG_BACKED_UP) !== 0;
  if (backedUp && !backupEligible) throw new WebAuthnRefusal("backed up but not backup eligible");
  return { data, backupEligible, backedUp };
}

const b64 = encodeBase64urlNoPadding;

/** The key as WebCrypto imports it, and how it verifies, for the three algorithms we accept. */
async function importKey(key: COSEPublicKey): Promise<{ key: CryptoKey; params: SubtleCryptoSignAlgorithm; der: boolean }> {
  const algorithm = key.algorithm();
  const raw = key.decoded as Record<string, unknown>;
  if (algorithm === coseAlgorithmES256 && key.type() === COSEKeyType.EC2 && key.ec2().curve === coseEllipticCurveP256) {
    const jwk = { kty: "EC", crv: "P-256", x: b64(raw["-2"] as Uint8Array), y: b64(raw["-3"] as Uint8Array) };
    const imported = await crypto.subtle.importKey("jwk", jwk, { name: "ECDSA", namedCurve: "P-256" }, false, ["verify"]);
    return { key: imported, params: { name: "ECDSA", hash: "SHA-256" }, der: true };
  }
  if (algorithm === coseAlgorithmRS256 && key.type() === COSEKeyType.RSA) {
    key.rsa(); // checks n and e are there
    const jwk = { kty: "RSA", n: b64(raw["-1"] as Uint8Array), e: b64(raw["-2"] as Uint8Array), alg: "RS256" };
    const imported = await crypto.subtle.importKey("jwk", jwk, { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" }, false, ["verify"]);
    return { key: imported, params: { name: "RSASSA-PKCS1-v1_5" }, der: false };
  }
  if (algorithm === coseAlgorithmEdDSA && key.type() === COSEKeyType.OKP && key.okp().curve === coseEllipticCurveEd25519) {
    const imported = await crypto.subtle.importKey("raw", key.okp().x, { name: "Ed25519" }, false, ["verify"]);
    return { key: imported, params: { name: "Ed25519" }, der: false };
  }
  throw new WebAuthnRefusal(`unsupported key (algorithm ${algorithm})`);
}

/**
 * An ES256 signature as WebAuthn gives it (DER: SEQUENCE { INTEGER r, INTEGER s }) in the form WebCrypto
 * verifies (r ‖ s, 32 bytes each). Written out rather than imported: `@oslojs/crypto`'s decoder brought
 * a whole ASN.1 library (29 KiB of the Worker, decision 159) for these two integers. Throws on anything
 * but that exact shape.
 */
export function p256SignatureFromDER(der: Uint8Array): Uint8Array {
  const fail = () => {
    throw new Error("not a DER ECDSA signature");
  };
  // A sequence of at most 2 × (2 + 33) bytes: its length fits the short form.
  if (der[0] !== 0x30 || der[1] !== der.length - 2 || der.length > 72) fail();
  const out = new Uint8Array(64);
  let at = 2;
  for (const offset of [0, 32]) {
    const length = der[at + 1] ?? 0;
    if (der[at] !== 0x02 || length < 1 || length > 33 || at + 2 + length > der.length) fail();
    let value = der.subarray(at + 2, at + 2 + length);
    // DER: positive, minimal (one leading zero only where the next byte's top bit is set).
    if (value[0]! & 0x80 || (length > 1 && value[0] === 0 && !(value[1]! & 0x80))) fail();
    if (value[0] === 0) value = value.subarray(1);
    if (value.length > 32) fail();
    out.set(value, offset + 32 - value.length);
    at += 2 + length;
  }
  if (at !== der.length) fail();
  return out;
}

/** Whether `signature` signs authenticatorData ‖ SHA-256(clientDataJSON) with `key`. */
async function signatureIsValid(key: COSEPublicKey, signature: Uint8Array, authenticatorData: Uint8Array, clientDataJSON: Uint8Array) {
  const { key: imported, params, der } = await importKey(key);
  // authenticatorData ‖ SHA-256(clientDataJSON), the hash by WebCrypto (oslo's createAssertionSignatureMessage hashes in JavaScript).
  const clientDataHash = new Uint8Array(await crypto.subtle.digest("SHA-256", new Uint8Array(clientDataJSON)));
  const message = new Uint8Array(authenticatorData.byteLength + clientDataHash.byteLength);
  message.set(authenticatorData);
  message.set(clientDataHash, authenticatorData.byteLength);
  let bytes: Uint8Array;
  try {
    bytes = der ? p256SignatureFromDER(signature) : signature;
  } catch {
    return false;
  }
  return crypto.subtle.verify(params, imported, new Uint8Array(bytes), message);
}

export type RegistrationAnswer = { id: string; response: { clientDataJSON: string; attestationObject: string } };
export type VerifiedRegistration = { credentialId: string; publicKey: Uint8Array; counter: number; backupEligible: boolean; backedUp: boolean };

/**
 * Checks a registration answer. We ask for attestation "none", and browsers then either strip the
 * statement (fmt "none") or leave a self attestation (fmt "packed" without a certificate, whose
 * signature is checked with the new key itself). A certificate chain is something we did not ask
 * for and cannot judge (we keep no trust anchors): such an answer is refused, unread.
 */
export async function verifyRegistration(answer: RegistrationAnswer, expected: Expected): Promise<VerifiedRegistration> {
  const clientDataJSON = decodeBase64urlIgnorePadding(answer.response.clientDataJSON);
  await checkClientData(clientDataJSON, ClientDataType.Create, expected);
  const attestationBytes = decodeBase64urlIgnorePadding(answer.response.attestationObject);
  const { attestationStatement: statement, authenticatorData } = parseAttestationObject(attestationBytes);
  const self = statement.format === AttestationStatementFormat.Packed ? statement.packed() : null;
  if (statement.format !== AttestationStatementFormat.None && (self === null || self.certificates !== null)) {
    throw new WebAuthnRefusal("attestation format other than none or self attestation");
  }
  const rawAuthenticatorData = decodeCBORToNativeValueNoLeftoverBytes(attestationBytes, 4) as { authData: Uint8Array };
  const authData = rawAuthenticatorData.authData;
  const { backupEligible, backedUp } = checkAuthenticatorData(authData, expected.rpId);
  const credential = authenticatorData.credential;
  if (!credential) throw new WebAuthnRefusal("no credential in the authenticator data");
  if (!SUPPORTED_ALGORITHMS.includes(credential.publicKey.algorithm())) throw new WebAuthnRefusal("unsupported algorithm");
  const credentialId = b64(credential.id);
  if (credentialId !== answer.id) throw new WebAuthnRefusal("the answer's id is not the credential's");
  if (self) {
    if (self.algorithm !== credential.publicKey.algorithm()) throw new WebAuthnRefusal("self attestation with another algorithm");
    if (!(await signatureIsValid(credential.publicKey, self.signature, authData, clientDataJSON))) throw new WebAuthnRefusal("self attestation signature");
  }
  // The COSE key as the authenticator encoded it, byte for byte (extensions may follow it).
  const keyStart = 55 + credential.id.byteLength;
  const [, keySize] = decodeCBORToNativeValue(authData.subarray(keyStart), 4);
  return { credentialId, publicKey: authData.slice(keyStart, keyStart + keySize), counter: authenticatorData.signatureCounter, backupEligible, backedUp };
}

export type AssertionAnswer = { response: { clientDataJSON: string; authenticatorData: string; signature: string } };

/** Checks a sign-in's assertion against the stored COSE key; the authenticator's counter and backup state. */
export async function verifyAssertion(answer: AssertionAnswer, expected: Expected, storedKey: Uint8Array): Promise<{ counter: number; backedUp: boolean }> {
  const clientDataJSON = decodeBase64urlIgnorePadding(answer.response.clientDataJSON);
  await checkClientData(clientDataJSON, ClientDataType.Get, expected);
  const authData = decodeBase64urlIgnorePadding(answer.response.authenticatorData);
  const { data, backedUp } = checkAuthenticatorData(authData, expected.rpId);
  const key = new COSEPublicKey(decodeCBORToNativeValueNoLeftoverBytes(storedKey, 4) as object);
  if (!(await signatureIsValid(key, decodeBase64urlIgnorePadding(answer.response.signature), authData, clientDataJSON))) {
    throw new WebAuthnRefusal("the signature is not valid");
  }
  return { counter: data.signatureCounter, backedUp };
}

/** The user handle (base64url of the user id's UTF-8) that registration gives and sign-in returns. */
export const userHandleOf = (userId: string) => b64(new TextEncoder().encode(userId));

/**
 * A signature counter that did not move forward means two copies of the
 * credential exist (a cloned authenticator) — unless both are 0, which is
 * how synced passkeys report "no counter".
 */
export function counterWentBackwards(stored: number, received: number): boolean {
  return (stored > 0 || received > 0) && received <= stored;
}
