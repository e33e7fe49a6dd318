/**
 * Stands in for `@peculiar/asn1-android` and `@peculiar/asn1-rsa` in the
 * Worker's bundle (wrangler.toml `[alias]`, read
 * by vitest.config.ts too). @simplewebauthn/server uses them only to read
 * attestation certificates (packed with x5c, TPM, Android key, Apple), which
 * this site never accepts: worker/lib/webauthn.ts refuses any answer that
 * carries a certificate before the library reads it. The identifiers keep
 * their real values so that no comparison could match by accident; the
 * classes fail loudly if they are ever reached.
 * docs/decisions/017-passkeys.md.
 */
function unsupported(): never {
  throw new Error("Attestation certificates are not supported: this site asks for attestation 'none'.");
}

class Unsupported {
  constructor() {
    unsupported();
  }
}

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
