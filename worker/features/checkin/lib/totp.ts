import { hexToBytes, totpCode, totpStep, TOTP_ACCEPTED_DRIFT_STEPS, type HmacSha256 } from "../../../../src/shared/totp";
import { timingSafeEqual } from "../../../lib/crypto";

/** HMAC-SHA-256 under a key given as bytes, on WebCrypto (the key is imported once). */
export async function hmacSha256(key: Uint8Array): Promise<HmacSha256> {
  const imported = await crypto.subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return async (message) => new Uint8Array(await crypto.subtle.sign("HMAC", imported, message));
}

/** The HMAC of an event's check-in codes, from its stored (hex) secret. */
export function checkinHmac(secretHex: string): Promise<HmacSha256> {
  return hmacSha256(hexToBytes(secretHex));
}

/**
 * Whether `code` is the code of the step of `atMs` or of one step either
 * side (RFC 6238 §5.2: allow for clock drift and the time it takes to type).
 * Every candidate is computed and compared in constant time, so the time
 * taken says nothing about which step matched.
 */
export async function verifyTotp(hmac: HmacSha256, code: string, atMs: number): Promise<boolean> {
  const step = totpStep(atMs);
  let matched = false;
  for (let drift = -TOTP_ACCEPTED_DRIFT_STEPS; drift <= TOTP_ACCEPTED_DRIFT_STEPS; drift += 1) {
    if (timingSafeEqual(await totpCode(hmac, step + drift), code)) matched = true;
  }
  return matched;
}
