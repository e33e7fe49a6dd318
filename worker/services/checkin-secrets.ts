import type { HmacSha256 } from "../../src/shared/totp";
import { checkinHmac } from "../lib/totp";

/**
 * The events' check-in secrets never change, so each isolate keeps the HMAC
 * it imported for an event: a member's check-in with a code then needs no
 * query of its own for the secret, only the one batch that records it
 * (decision 025). At most MAX_EVENTS, least recently used dropped first.
 */
const MAX_EVENTS = 256;
const hmacs = new Map<string, Promise<HmacSha256>>();

export function cachedCheckinHmac(eventId: string): Promise<HmacSha256> | undefined {
  const hmac = hmacs.get(eventId);
  if (hmac) {
    // A Map iterates in insertion order: re-inserting keeps the first key the least recently used.
    hmacs.delete(eventId);
    hmacs.set(eventId, hmac);
  }
  return hmac;
}

export function rememberCheckinHmac(eventId: string, secretHex: string): Promise<HmacSha256> {
  const hmac = checkinHmac(secretHex);
  hmacs.set(eventId, hmac);
  while (hmacs.size > MAX_EVENTS) hmacs.delete(hmacs.keys().next().value!);
  return hmac;
}
