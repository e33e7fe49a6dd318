import { safeRedirect } from "./safe-redirect";

/**
 * Where a password reset asked for from a sign-in with `?redirect=` (a held
 * check-in: /checkin?e=…&finish=1) leads once the new password is set, as
 * signing in and signing up do. The reset link comes by e-mail and carries
 * only its token, so the target waits in this browser's storage for the
 * link's 30 minutes — the same browser that holds the check-in claim
 * (localStorage, as the claim: the link may open in a new tab).
 */
const KEY = "return-after-reset";
const LIFETIME_MS = 30 * 60_000;

/** Called when a reset link is asked for: keeps `redirect`, or forgets an older one when there is none. */
export function keepReturnAfterReset(redirect: string | null): void {
  try {
    if (!redirect) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify({ path: redirect, expiresAt: Date.now() + LIFETIME_MS }));
  } catch {
    // Storage refused (private mode, full): the reset leads to the profile as usual.
  }
}

/** Where to go after the reset (once: it is forgotten), if a sign-in asked for somewhere within the last 30 minutes. */
export function takeReturnAfterReset(): string | null {
  try {
    const stored = localStorage.getItem(KEY);
    localStorage.removeItem(KEY);
    const kept = stored ? (JSON.parse(stored) as { path?: unknown; expiresAt?: unknown }) : null;
    if (!kept || typeof kept.path !== "string" || typeof kept.expiresAt !== "number" || kept.expiresAt <= Date.now()) return null;
    return safeRedirect(kept.path, "") || null;
  } catch {
    return null;
  }
}
