/**
 * Stands in for the `@peculiar/asn1-*` packages (schema, ecc, x509, android,
 * rsa, x509-post-quantum) in the Worker's bundle — wrangler.toml `[alias]`, read by
 * vitest.config.ts too, so the tests run what ships. docs/decisions/017-passkeys.md.
 *
 * @simplewebauthn/server needs ASN.1 for one thing on the paths this site
 * uses: an ES256 signature arrives DER-encoded (ECDSA-Sig-Value, a SEQUENCE
 * of the INTEGERs r and s) and WebCrypto wants r‖s. `AsnParser.parse` below
 * reads exactly that structure, strictly. Everything else the library reads
 * with ASN.1 is an attestation certificate, which this site never accepts
 * (worker/lib/webauthn.ts refuses any answer carrying one before the library
 * reads it): those classes throw if they are ever reached. The object
 * identifiers keep their real values so that no comparison could match by
 * accident. The real packages weigh ~30 KB gzipped (asn1js and friends).
 */
function unsupported(): never {
  throw new Error("Attestation certificates are not supported: this site asks for attestation 'none'.");
}

class Unsupported {
  constructor() {
    unsupported();
  }
}

/** ECDSA-Sig-Value (RFC 3279): the two integers of an ECDSA signature, as their DER content bytes. */
export class ECDSASigValue {
  r = new ArrayBuffer(0);
  s = new ArrayBuffer(0);
}

export const AsnParser = {
  parse(data: ArrayBuffer | ArrayBufferView, schema: unknown): ECDSASigValue {
    if (schema !== ECDSASigValue) unsupported();
    return parseEcdsaSignature(toBytes(data));
  },
};

function toBytes(data: ArrayBuffer | ArrayBufferView): Uint8Array {
  return data instanceof ArrayBuffer ? new Uint8Array(data) : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}

/** Reads SEQUENCE { INTEGER r, INTEGER s } in DER: definite lengths, nothing before, between or after. */
export function parseEcdsaSignature(bytes: Uint8Array): ECDSASigValue {
  let position = 0;
  const fail = (why: string): never => {
    throw new Error(`Invalid DER ECDSA signature: ${why}`);
  };
  const readElement = (tag: number): Uint8Array => {
    if (bytes[position] !== tag) fail(`expected tag 0x${tag.toString(16)} at byte ${position}`);
    position += 1;
    let length = bytes[position] ?? fail("truncated length");
    position += 1;
    if (length & 0x80) {
      const count = length & 0x7f;
      if (count === 0 || count > 2) fail("unsupported length form");
      length = 0;
      for (let i = 0; i < count; i += 1) length = length * 256 + (bytes[position++] ?? fail("truncated length"));
      if (length < 0x80) fail("length not in its shortest form");
    }
    if (position + length > bytes.length) fail("element longer than the signature");
    const content = bytes.subarray(position, position + length);
    position += length;
    return content;
  };
  const sequence = readElement(0x30);
  if (position !== bytes.length) fail("bytes after the signature");
  bytes = sequence;
  position = 0;
  const r = readElement(0x02);
  const s = readElement(0x02);
  if (position !== bytes.length) fail("bytes after s");
  if (r.length === 0 || s.length === 0) fail("empty integer");
  const value = new ECDSASigValue();
  value.r = r.slice().buffer;
  value.s = s.slice().buffer;
  return value;
}

// @peculiar/asn1-schema
export class OctetString extends Unsupported {}

// @peculiar/asn1-ecc
export class ECParameters extends Unsupported {}
export const id_ecPublicKey = "1.2.840.10045.2.1";
export const id_secp256r1 = "1.2.840.10045.3.1.7";
export const id_secp384r1 = "1.3.132.0.34";
export const id_ecdsaWithSHA256 = "1.2.840.10045.4.3.2";
export const id_ecdsaWithSHA384 = "1.2.840.10045.4.3.3";
export const id_ecdsaWithSHA512 = "1.2.840.10045.4.3.4";

// @peculiar/asn1-x509
export class Certificate extends Unsupported {}
export class BasicConstraints extends Unsupported {}
export class ExtendedKeyUsage extends Unsupported {}
export class SubjectAlternativeName extends Unsupported {}
export const id_ce_basicConstraints = "2.5.29.19";
export const id_ce_extKeyUsage = "2.5.29.37";
export const id_ce_subjectAltName = "2.5.29.17";

// @peculiar/asn1-android
export class KeyDescription extends Unsupported {}
export const id_ce_keyDescription = "1.3.6.1.4.1.11129.2.1.17";

// @peculiar/asn1-rsa
export class RSAPublicKey extends Unsupported {}
export const id_rsaEncryption = "1.2.840.113549.1.1.1";
export const id_sha1WithRSAEncryption = "1.2.840.113549.1.1.5";
export const id_sha256WithRSAEncryption = "1.2.840.113549.1.1.11";
export const id_sha384WithRSAEncryption = "1.2.840.113549.1.1.12";
export const id_sha512WithRSAEncryption = "1.2.840.113549.1.1.13";

// @peculiar/asn1-x509-post-quantum
export const id_ml_dsa_44 = "2.16.840.1.101.3.4.3.17";
export const id_ml_dsa_65 = "2.16.840.1.101.3.4.3.18";
export const id_ml_dsa_87 = "2.16.840.1.101.3.4.3.19";
