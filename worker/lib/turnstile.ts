/** Cloudflare Turnstile's server-side check (docs/decisions/016-turnstile.md). */
export const SITEVERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";
const TIMEOUT_MS = 5000;

export type TurnstileVerdict = "passed" | "refused" | "unreachable";

/** Asks siteverify whether a widget's token is genuine, unused and recent. */
export async function verifyTurnstileToken(secret: string, token: string, remoteIp: string | undefined): Promise<TurnstileVerdict> {
  const form = new FormData();
  form.set("secret", secret);
  form.set("response", token);
  if (remoteIp) form.set("remoteip", remoteIp);
  try {
    const response = await fetch(SITEVERIFY_URL, { method: "POST", body: form, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) return "unreachable";
    const outcome = (await response.json()) as { success?: unknown };
    return outcome.success === true ? "passed" : "refused";
  } catch {
    return "unreachable";
  }
}
