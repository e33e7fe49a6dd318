import type { TurnstileConfig } from "~/shared/turnstile";

/**
 * The reader of GET /api/turnstile, for the forms that send mail (src/components/turnstile.tsx).
 * Apart from envelope.ts on purpose: that module travels in the file the home page and the events
 * pages share (scripts/vite/app-shell-chunks.ts, 3.2 KB gzipped), which the three pages with a
 * form do not otherwise load (decision 005). The form only needs to know whether it got a key.
 */

/** The answer's data (src/shared/turnstile.ts `turnstileConfigSchema`). */
export const isTurnstileConfig = (value: unknown): value is TurnstileConfig =>
  typeof value === "object" && value !== null && "siteKey" in value && (value.siteKey === null || (typeof value.siteKey === "string" && value.siteKey !== ""));

/**
 * The site key of the Turnstile widget, or null when the Worker checks no token. Throws when there
 * is no answer, a failed one or one of the wrong shape. The browser may reuse the answer for a few
 * minutes (its Cache-Control).
 */
export async function readTurnstileSiteKey(): Promise<string | null> {
  const response = await fetch("/api/turnstile", { headers: { Accept: "application/json" } });
  const body: unknown = await response.json().catch(() => null);
  const data = typeof body === "object" && body !== null && "data" in body ? body.data : undefined;
  if (!response.ok || !isTurnstileConfig(data)) throw new Error(`GET /api/turnstile: no site key in the answer (${response.status})`);
  return data.siteKey;
}
