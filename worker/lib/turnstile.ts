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

/** Whether the bot check is on: both keys set ("on"), neither ("off"), or one only ("half": not enforced, reported). */
export function turnstileSetup(env: { TURNSTILE_SECRET_KEY?: string | undefined; TURNSTILE_SITE_KEY?: string | undefined }): {
  state: "on" | "off" | "half";
  missing?: "TURNSTILE_SITE_KEY" | "TURNSTILE_SECRET_KEY";
} {
  const secret = Boolean(env.TURNSTILE_SECRET_KEY?.trim());
  const site = Boolean(env.TURNSTILE_SITE_KEY?.trim());
  if (secret && site) return { state: "on" };
  if (!secret && !site) return { state: "off" };
  return { state: "half", missing: secret ? "TURNSTILE_SITE_KEY" : "TURNSTILE_SECRET_KEY" };
}
