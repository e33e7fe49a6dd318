import { base64ToBytes, base64url } from "./crypto";

/**
 * Check-in claims: `v1.{eventId}.{expiresAt in base 36}.{HMAC-SHA-256}`, a
 * token that says "whoever holds this showed a valid code for this event
 * before it expires". Nothing is stored; the signature (under a Worker
 * secret) is the whole proof. See docs/decisions/025-check-in-codes.md.
 */

const encoder = new TextEncoder();
const VERSION = "v1";

function signingKey(secret: string, usage: "sign" | "verify") {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [usage]);
}

/** What is signed: the purpose and version too, so a signature made for anything else never passes. */
const payload = (eventId: string, expiresAt: number) => encoder.encode(`checkin-claim:${VERSION}:${eventId}:${expiresAt}`);

export async function signClaim(secret: string, eventId: string, expiresAt: number): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", await signingKey(secret, "sign"), payload(eventId, expiresAt));
  return `${VERSION}.${eventId}.${expiresAt.toString(36)}.${base64url(new Uint8Array(mac))}`;
}

/** The claim's event and expiry if its signature is ours; undefined for anything else (expiry is the caller's to check). */
export async function readClaim(secret: string, token: string): Promise<{ eventId: string; expiresAt: number } | undefined> {
  const parts = token.split(".");
  if (parts.length !== 4) return undefined;
  const [version, eventId, expiry, mac] = parts as [string, string, string, string];
  if (version !== VERSION || !/^[A-Za-z0-9_-]{1,64}$/.test(eventId) || !/^[0-9a-z]{1,12}$/.test(expiry) || !/^[A-Za-z0-9_-]{43}$/.test(mac)) {
    return undefined;
  }
  const expiresAt = Number.parseInt(expiry, 36);
  const signature = base64ToBytes(mac);
  // One spelling per signature: the last character's spare bits must be zero, as base64url writes them.
  if (base64url(signature) !== mac) return undefined;
  // crypto.subtle.verify compares in constant time.
  const valid = await crypto.subtle.verify("HMAC", await signingKey(secret, "verify"), signature, payload(eventId, expiresAt));
  return valid ? { eventId, expiresAt } : undefined;
}
