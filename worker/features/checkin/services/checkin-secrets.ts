import type { HmacSha256 } from "../../../../src/shared/totp";
import { IsolateCache } from "../../../lib/isolate-cache";
import { checkinHmac } from "../lib/totp";

export type CheckinKey = { secretHex: string; hmac: Promise<HmacSha256> };

/**
 * Each isolate keeps the HMAC it imported for an event's check-in secret: a
 * member's check-in with a code then needs no query of its own for the
 * secret, only the one batch that records it (decision 025). Officers may
 * replace a secret (decision 054), so an entry remembers which secret it is
 * for: the batch writes only while that is still the event's, and a code
 * that fails against a remembered secret is checked again against the
 * stored one. At most 256 events, least recently used dropped first.
 */
const keys = new IsolateCache<CheckinKey>({ maxEntries: 256 });

export function cachedCheckinKey(eventId: string): CheckinKey | undefined {
  return keys.get(eventId)?.value;
}

/** The HMAC for `secretHex`: the remembered one when it is for that secret, else imported and remembered. */
export function checkinKeyFor(eventId: string, secretHex: string): CheckinKey {
  const cached = cachedCheckinKey(eventId);
  if (cached?.secretHex === secretHex) return cached;
  const key = { secretHex, hmac: checkinHmac(secretHex) };
  keys.set(eventId, key);
  return key;
}

/** Drops what this isolate remembers of an event's secret: the next code reads the stored one. */
export function forgetCheckinKey(eventId: string): void {
  keys.delete(eventId);
}
