/**
 * Stands in for `@peculiar/x509` in the Worker's bundle (wrangler.toml
 * `[alias]`, and the same in vitest.config.ts so the tests run what ships).
 *
 * @simplewebauthn/server imports it statically to check attestation
 * certificate chains. We ask for attestation "none" and refuse any answer
 * that carries a certificate before the library sees it
 * (worker/lib/webauthn.ts), so this code is never reached — and leaving the
 * X.509 stack out keeps the bundle under its 150 KB budget
 * (docs/decisions/017-passkeys.md). If it is ever reached, it fails loudly.
 */
function unsupported(): never {
  throw new Error("X.509 attestation certificates are not supported: this site asks for attestation 'none'.");
}

export class X509Certificate {
  constructor() {
    unsupported();
  }
}
export class X509ChainBuilder {
  constructor() {
    unsupported();
  }
}
export class X509Crl {
  constructor() {
    unsupported();
  }
}
export class AuthorityKeyIdentifierExtension {
  constructor() {
    unsupported();
  }
}
export class SubjectKeyIdentifierExtension {
  constructor() {
    unsupported();
  }
}
export class CRLDistributionPointsExtension {
  constructor() {
    unsupported();
  }
}
