import { encodeCbor, type CborValue } from "./cbor";
import { ORIGIN } from "./api";

/**
 * A software authenticator for the Worker tests: WebCrypto keys and the real
 * WebAuthn structures a browser would send — clientDataJSON, authenticator
 * data with attested credential data and a COSE public key, a CBOR
 * attestation object (fmt "none", or a packed statement), and assertions
 * signed over authenticatorData ‖ SHA-256(clientDataJSON). It holds one
 * credential, created by `register`; every option can be bent to play an
 * attacker or a broken client.
 */

export type Algorithm = "ES256" | "RS256" | "EdDSA";

/** Authenticator data flags (WebAuthn §6.1). */
const UP = 0x01;
const UV = 0x04;
const BE = 0x08;
const BS = 0x10;
const AT = 0x40;

const COSE_ALG: Record<Algorithm, number> = { ES256: -7, RS256: -257, EdDSA: -8 };

const encoder = new TextEncoder();
const utf8 = (text: string): Uint8Array<ArrayBuffer> => new Uint8Array(encoder.encode(text));

export function toBase64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

export function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const normal = text.replaceAll("-", "+").replaceAll("_", "/");
  return Uint8Array.from(atob(normal + "=".repeat((4 - (normal.length % 4)) % 4)), (ch) => ch.charCodeAt(0));
}

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const sha256 = async (bytes: Uint8Array<ArrayBuffer>) => new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
const uint32 = (n: number) => Uint8Array.of((n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff);

/** WebCrypto's ECDSA signature is r ‖ s; WebAuthn wants it DER-encoded (SEQUENCE of two INTEGERs). */
function derSignature(raw: Uint8Array): Uint8Array<ArrayBuffer> {
  const integer = (bytes: Uint8Array) => {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
    const trimmed = bytes.slice(start);
    const body = trimmed[0]! & 0x80 ? concat(Uint8Array.of(0), trimmed) : trimmed;
    return concat(Uint8Array.of(0x02, body.length), body);
  };
  const half = raw.length / 2;
  const body = concat(integer(raw.slice(0, half)), integer(raw.slice(half)));
  return concat(Uint8Array.of(0x30, body.length), body);
}

async function generateKeys(algorithm: Algorithm): Promise<CryptoKeyPair> {
  const params =
    algorithm === "ES256"
      ? { name: "ECDSA", namedCurve: "P-256" }
      : algorithm === "RS256"
        ? { name: "RSASSA-PKCS1-v1_5", modulusLength: 2048, publicExponent: Uint8Array.of(1, 0, 1), hash: "SHA-256" }
        : { name: "Ed25519" };
  return (await crypto.subtle.generateKey(params, true, ["sign", "verify"])) as CryptoKeyPair;
}

/** The public key as a COSE_Key map (RFC 9053): EC2, RSA or OKP. */
async function coseKey(algorithm: Algorithm, publicKey: CryptoKey): Promise<Map<number, CborValue>> {
  const jwk = (await crypto.subtle.exportKey("jwk", publicKey)) as JsonWebKey;
  const b = (value: string | undefined) => fromBase64url(value!);
  if (algorithm === "ES256") {
    return new Map<number, CborValue>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, b(jwk.x)],
      [-3, b(jwk.y)],
    ]);
  }
  if (algorithm === "RS256")
    return new Map<number, CborValue>([
      [1, 3],
      [3, -257],
      [-1, b(jwk.n)],
      [-2, b(jwk.e)],
    ]);
  return new Map<number, CborValue>([
    [1, 1],
    [3, -8],
    [-1, 6],
    [-2, b(jwk.x)],
  ]);
}

async function sign(algorithm: Algorithm, privateKey: CryptoKey, data: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const params = algorithm === "ES256" ? { name: "ECDSA", hash: "SHA-256" } : { name: privateKey.algorithm.name };
  const signature = new Uint8Array(await crypto.subtle.sign(params, privateKey, data));
  return algorithm === "ES256" ? derSignature(signature) : signature;
}

type CreationOptionsJSON = { challenge: string; rp: { id?: string }; user: { id: string } };
type RequestOptionsJSON = { challenge: string; rpId?: string };

/** Ways to bend one ceremony. */
export type CeremonyOverrides = {
  /** The page's origin the browser reports (default: the test site's). */
  origin?: string;
  /** The RP ID the authenticator hashes into its data (default: the one the options name). */
  rpId?: string;
  /** Sign a different challenge than the options carry. */
  challenge?: string;
  /** clientDataJSON's type (default webauthn.create / webauthn.get). */
  type?: string;
  /** Whether the member was verified (PIN, fingerprint); default true. */
  userVerified?: boolean;
  /** Whether the member was present at all; default true. */
  userPresent?: boolean;
};

export type RegistrationOverrides = CeremonyOverrides & {
  /** "none" (default); "packed-self": a self attestation; "packed-x5c" and "fido-u2f": certificate attestations. */
  attestation?: "none" | "packed-self" | "packed-x5c" | "fido-u2f";
  /** Register the credential this authenticator already holds again (same id, same key). */
  sameCredential?: boolean;
};

export type AssertionOverrides = CeremonyOverrides & {
  /** The signature counter to report (default: one more than last time, or 0 with `counterless`). */
  counter?: number;
  /** The credential id to name (default: this authenticator's). */
  credentialId?: string;
  /** The user handle to return (default: the one given at registration; null: none). */
  userHandle?: string | null;
};

export class SoftwareAuthenticator {
  private keys?: CryptoKeyPair;
  private rawId = crypto.getRandomValues(new Uint8Array(32));
  private userHandle?: string;
  private counter = 0;

  /**
   * @param algorithm the credential's signature algorithm.
   * @param options `synced`: a passkey that syncs (BE and BS set) and keeps no counter, like
   * iCloud Keychain or Google Password Manager; else a single-device key that counts up.
   */
  constructor(
    readonly algorithm: Algorithm = "ES256",
    readonly options: { synced?: boolean } = {},
  ) {}

  /** The credential's id (base64url), as sign-ins name it. */
  get credentialId(): string {
    return toBase64url(this.rawId);
  }

  private flags(overrides: CeremonyOverrides, extra: number): number {
    let flags = extra;
    if (overrides.userPresent !== false) flags |= UP;
    if (overrides.userVerified !== false) flags |= UV;
    if (this.options.synced) flags |= BE | BS;
    return flags;
  }

  private clientData(type: string, challenge: string, overrides: CeremonyOverrides): Uint8Array<ArrayBuffer> {
    return utf8(
      JSON.stringify({
        type: overrides.type ?? type,
        challenge: overrides.challenge ?? challenge,
        origin: overrides.origin ?? ORIGIN,
        crossOrigin: false,
      }),
    );
  }

  /** navigator.credentials.create(), as `RegistrationResponseJSON`. */
  async register(options: CreationOptionsJSON, overrides: RegistrationOverrides = {}) {
    if (!overrides.sameCredential || !this.keys) {
      this.keys = await generateKeys(this.algorithm);
      this.rawId = crypto.getRandomValues(new Uint8Array(32));
      this.counter = 0;
    }
    this.userHandle = options.user.id;
    const rpId = overrides.rpId ?? options.rp.id ?? new URL(ORIGIN).hostname;
    const credentialPublicKey = encodeCbor(await coseKey(this.algorithm, this.keys.publicKey));
    const authData = concat(
      await sha256(utf8(rpId)),
      Uint8Array.of(this.flags(overrides, AT)),
      uint32(this.counter),
      new Uint8Array(16), // AAGUID: zeros, as browsers send with attestation "none"
      Uint8Array.of(this.rawId.length >> 8, this.rawId.length & 0xff),
      this.rawId,
      credentialPublicKey,
    );
    const clientDataJSON = this.clientData("webauthn.create", options.challenge, overrides);
    const attestationObject = encodeCbor(
      new Map<string, CborValue>([
        ["fmt", overrides.attestation === "fido-u2f" ? "fido-u2f" : overrides.attestation?.startsWith("packed") ? "packed" : "none"],
        ["attStmt", await this.attestationStatement(overrides.attestation ?? "none", authData, clientDataJSON)],
        ["authData", authData],
      ]),
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: "public-key" as const,
      response: {
        clientDataJSON: toBase64url(clientDataJSON),
        attestationObject: toBase64url(attestationObject),
        transports: ["internal", "hybrid"],
        publicKeyAlgorithm: COSE_ALG[this.algorithm],
      },
      clientExtensionResults: { credProps: { rk: true } },
      authenticatorAttachment: "platform",
    };
  }

  private async attestationStatement(
    attestation: NonNullable<RegistrationOverrides["attestation"]>,
    authData: Uint8Array<ArrayBuffer>,
    clientDataJSON: Uint8Array<ArrayBuffer>,
  ): Promise<Map<string, CborValue>> {
    if (attestation === "none") return new Map();
    const sig = await sign(this.algorithm, this.keys!.privateKey, concat(authData, await sha256(clientDataJSON)));
    // Certificate attestations only need to look like one here: the server must refuse them unread.
    const certificate = crypto.getRandomValues(new Uint8Array(64));
    if (attestation === "packed-self")
      return new Map<string, CborValue>([
        ["alg", COSE_ALG[this.algorithm]],
        ["sig", sig],
      ]);
    if (attestation === "packed-x5c") {
      return new Map<string, CborValue>([
        ["alg", COSE_ALG[this.algorithm]],
        ["sig", sig],
        ["x5c", [certificate]],
      ]);
    }
    return new Map<string, CborValue>([
      ["sig", sig],
      ["x5c", [certificate]],
    ]);
  }

  /** navigator.credentials.get(), as `AuthenticationResponseJSON`. */
  async signIn(options: RequestOptionsJSON, overrides: AssertionOverrides = {}) {
    if (!this.keys) throw new Error("register the authenticator first");
    const counter = overrides.counter ?? (this.options.synced ? 0 : this.counter + 1);
    this.counter = Math.max(this.counter, counter);
    const rpId = overrides.rpId ?? options.rpId ?? new URL(ORIGIN).hostname;
    const authenticatorData = concat(await sha256(utf8(rpId)), Uint8Array.of(this.flags(overrides, 0)), uint32(counter));
    const clientDataJSON = this.clientData("webauthn.get", options.challenge, overrides);
    const signature = await sign(this.algorithm, this.keys.privateKey, concat(authenticatorData, await sha256(clientDataJSON)));
    const userHandle = overrides.userHandle === undefined ? this.userHandle : overrides.userHandle;
    const id = overrides.credentialId ?? this.credentialId;
    return {
      id,
      rawId: id,
      type: "public-key" as const,
      response: {
        clientDataJSON: toBase64url(clientDataJSON),
        authenticatorData: toBase64url(authenticatorData),
        signature: toBase64url(signature),
        ...(userHandle === null || userHandle === undefined ? {} : { userHandle }),
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }
}
