import { base32Decode, totpCode, type HmacSha256 } from "~/shared/totp";

/**
 * The display's codes, computed in the browser from the event's secret with
 * WebCrypto: once the secret is fetched, no network is needed (decision 025).
 */
export async function hmacFromSecret(secretBase32: string): Promise<HmacSha256> {
  const raw = base32Decode(secretBase32);
  if (!raw || raw.length === 0) throw new Error("The event's check-in secret could not be read.");
  const key = await crypto.subtle.importKey("raw", new Uint8Array(raw), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return async (message) => new Uint8Array(await crypto.subtle.sign("HMAC", key, new Uint8Array(message)));
}

export { totpCode };
