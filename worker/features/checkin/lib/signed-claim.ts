import { base64ToBytes, base64url } from "../../../lib/crypto";

/**
 * Check-in claims: `v2.{eventId}.{expiresAt in base 36}.{nonce}.{HMAC-SHA-256}`,
 * a token that says "whoever holds this showed a valid code for this event
 * before it expires". The signature (under a Worker secret) is the whole
 * proof; the random nonce makes every claim different, so that each can be
 * redeemed by one account (the redemption is stored by the signature's hash:
 * docs/decisions/053-claim-guess-cap.md). See docs/decisions/025-check-in-codes.md.
 */

const encoder = new TextEncoder();
const VERSION = "v2";
const NONCE_BYTES = 16;

function signingKey(secret: string, usage: "sign" | "verify") {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [usage]);
}

/** What is signed: the purpose and version too, so a signature made for anything else never passes. */
const payload = (eventId: string, expiresAt: number, nonce: string) => encoder.encode(`checkin-claim:${VERSION}:${eventId}:${expiresAt}:${nonce}`);

export async function signClaim(secret: string, eventId: string, expiresAt: number): Promise<string> {
  const nonce = base64url(crypto.getRandomValues(new Uint8Array(NONCE_BYTES)));
  const mac = await crypto.subtle.sign("HMAC", await signingKey(secret, "sign"), payload(eventId, expiresAt, nonce));
  return `${VERSION}.${eventId}.${expiresAt.toString(36)}.${nonce}.${base64url(new Uint8Array(mac))}`;
}

/**
 * The claim's event, expiry and signature if the signature is ours;
 * undefined for anything else (expiry is the caller's to check).
 */
export async function readClaim(secret: string, token: string): Promise<{ eventId: string; expiresAt: number; signature: string } | undefined> {
  const parts = token.split(".");
  if (parts.length !== 5) return undefined;
  const [version, eventId, expiry, nonce, mac] = parts as [string, string, string, string, string];
  if (
    version !== VERSION ||
    !/^[A-Za-z0-9_-]{1,64}$/.test(eventId) ||
    !/^[0-9a-z]{1,12}$/.test(expiry) ||
    !/^[A-Za-z0-9_-]{22}$/.test(nonce) ||
    !/^[A-Za-z0-9_-]{43}$/.test(mac)
  ) {
    return undefined;
  }
  const expiresAt = Number.parseInt(expiry, 36);
  const signature = base64ToBytes(mac);
  // One spelling per signature: the last character's spare bits must be zero, as base64url writes them.
  if (base64url(signature) !== mac) return undefined;
  // crypto.subtle.verify compares in constant time.
  const valid = await crypto.subtle.verify("HMAC", await signingKey(secret, "verify"), signature, payload(eventId, expiresAt, nonce));
  return valid ? { eventId, expiresAt, signature: mac } : undefined;
}
