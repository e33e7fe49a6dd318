import { toEpochMs } from "~/shared/time/instant";
/**
 * A check-in claim kept in the browser while a visitor signs in or signs up
 * (decision 025): the claim is what POST …/checkin accepts once the code on
 * the screen has changed. In localStorage rather than sessionStorage, so a
 * sign-up finished in another tab of the same browser still finds it; each
 * claim is dropped once used or expired.
 */

export type StoredClaim = { eventId: string; claim: string; title: string; expiresAt: string };

const KEY = "checkin-claims";

function readAll(): StoredClaim[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isStoredClaim) : [];
  } catch {
    return [];
  }
}

function isStoredClaim(value: unknown): value is StoredClaim {
  const claim = value as Partial<StoredClaim> | null;
  return typeof claim?.eventId === "string" && typeof claim.claim === "string" && typeof claim.title === "string" && typeof claim.expiresAt === "string";
}

function writeAll(claims: StoredClaim[]) {
  try {
    if (claims.length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(claims));
  } catch {
    // Storage refused (private mode, full): the claim lives only on this page.
  }
}

const live = (claim: StoredClaim, now: number) => toEpochMs(claim.expiresAt) > now;

/** The unexpired claim for this event, if the browser holds one. */
export function storedClaim(eventId: string, now = Date.now()): StoredClaim | undefined {
  return readAll().find((claim) => claim.eventId === eventId && live(claim, now));
}

/** Keeps a claim (replacing any older one for the event) and drops expired ones. */
export function storeClaim(claim: StoredClaim, now = Date.now()) {
  writeAll([...readAll().filter((other) => other.eventId !== claim.eventId && live(other, now)), claim]);
}

/** Forgets the event's claim: used, refused, or expired. */
export function forgetClaim(eventId: string) {
  writeAll(readAll().filter((claim) => claim.eventId !== eventId));
}
