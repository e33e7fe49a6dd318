/**
 * Check-in codes: RFC 6238 TOTP over each event's secret, HMAC-SHA-256, six
 * digits, a 30-second step. The officer's display (in the browser) and the
 * Worker compute the same codes; each side brings its own HMAC (WebCrypto),
 * since this folder has no platform types. See docs/decisions/025-check-in-codes.md.
 */

export const TOTP_ALGORITHM = "SHA256";
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Steps either side of the current one that the server still accepts (a code lives 60–90 s). */
export const TOTP_ACCEPTED_DRIFT_STEPS = 1;

/** The time step of an instant (ms since the epoch): RFC 6238's T, with T0 = 0. */
export function totpStep(atMs: number, periodSeconds = TOTP_PERIOD_SECONDS): number {
  return Math.floor(atMs / 1000 / periodSeconds);
}

/** When the step after `atMs`'s begins (ms): the display's countdown. */
export function nextStepAt(atMs: number, periodSeconds = TOTP_PERIOD_SECONDS): number {
  return (totpStep(atMs, periodSeconds) + 1) * periodSeconds * 1000;
}

/** The moving factor as RFC 4226 wants it: 8 bytes, big-endian. */
export function counterBytes(counter: number): Uint8Array {
  const bytes = new Uint8Array(8);
  let rest = counter;
  for (let i = 7; i >= 0; i -= 1) {
    bytes[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  return bytes;
}

/** RFC 4226 §5.3 dynamic truncation of an HMAC into a code of `digits` decimal digits. */
export function truncate(hmac: Uint8Array, digits = TOTP_DIGITS): string {
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const binary = ((hmac[offset]! & 0x7f) << 24) | (hmac[offset + 1]! << 16) | (hmac[offset + 2]! << 8) | hmac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

/** HMAC-SHA-256 of a message under the event's secret, as the platform computes it. */
export type HmacSha256 = (message: Uint8Array) => Promise<Uint8Array>;

/** The code of one time step. */
export async function totpCode(hmac: HmacSha256, step: number, digits = TOTP_DIGITS): Promise<string> {
  return truncate(await hmac(counterBytes(step)), digits);
}

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32 without padding (how authenticator apps and the display take a secret). */
export function base32Encode(bytes: Uint8Array): string {
  let out = "";
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) out += BASE32[(buffer << (5 - bits)) & 31];
  return out;
}

/** Base32 (padding, spaces and case ignored) → bytes; undefined if it is not base32. */
export function base32Decode(text: string): Uint8Array | undefined {
  const clean = text.replace(/[\s=]/g, "").toUpperCase();
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    const value = BASE32.indexOf(char);
    if (value < 0) return undefined;
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      out.push((buffer >>> (bits - 8)) & 255);
      bits -= 8;
    }
    buffer &= (1 << bits) - 1;
  }
  return Uint8Array.from(out);
}

/** Hex (as the secret is stored) → bytes. */
export function hexToBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(Math.floor(hex.length / 2));
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}
