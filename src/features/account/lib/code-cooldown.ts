/**
 * When another sign-up code may be asked for, per address. The API sends at
 * most one code a minute per address (429 otherwise); remembering the time
 * in sessionStorage lets the verification page count down from the sign-up
 * itself, and across a reload.
 */
const key = (email: string) => `code-cooldown:${email.trim().toLowerCase()}`;

export function codeAvailableAt(email: string): number {
  try {
    return Number(sessionStorage.getItem(key(email))) || 0;
  } catch {
    return 0;
  }
}

/**
 * A code was just sent: wait `seconds` — the API's RESEND_COOLDOWN_SECONDS,
 * which the caller has from the call's module (it comes with zod, which this
 * module, on the sign-up and verification pages' first load, must not pull
 * in), or the server's Retry-After.
 */
export function startCodeCooldown(email: string, seconds: number): number {
  const availableAt = Date.now() + seconds * 1000;
  try {
    sessionStorage.setItem(key(email), String(availableAt));
  } catch {
    // storage blocked: the countdown still runs for this page view
  }
  return availableAt;
}
