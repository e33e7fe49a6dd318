/**
 * Have I Been Pwned's k-anonymity range API: only the first 5 hex digits of
 * the password's SHA-1 leave the Worker; the answer lists every breached
 * hash with that prefix. Returns how often the password appears in known
 * breaches, or null when the API could not be asked (the caller fails open).
 */
export const PWNED_RANGE_URL = "https://api.pwnedpasswords.com/range/";
const TIMEOUT_MS = 2000;

export async function pwnedCount(password: string): Promise<number | null> {
  const digest = await crypto.subtle.digest("SHA-1", new TextEncoder().encode(password));
  const hex = [...new Uint8Array(digest)]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("")
    .toUpperCase();
  const prefix = hex.slice(0, 5);
  const suffix = hex.slice(5);
  try {
    const response = await fetch(`${PWNED_RANGE_URL}${prefix}`, {
      // Padding makes every answer about the same size, so its length tells an observer nothing.
      headers: { "Add-Padding": "true", "User-Agent": "chapter-website" },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) return null;
    for (const line of (await response.text()).split("\n")) {
      const [candidate, count] = line.trim().split(":");
      if (candidate === suffix) return Number(count) || 0;
    }
    return 0;
  } catch {
    return null;
  }
}
