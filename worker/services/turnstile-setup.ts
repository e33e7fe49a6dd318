import { settingsOf, type SettingsSource } from "../lib/settings";

/** The two halves of Turnstile's configuration: the site key (a variable) and the secret (a wrangler secret). */
export type TurnstileKeyName = "TURNSTILE_SITE_KEY" | "TURNSTILE_SECRET_KEY";

/**
 * - `on`: both are set; the forms show the widget and the Worker checks its token.
 * - `off`: neither is set (local work, the tests, a chapter without Turnstile): no widget, no check.
 * - `half`: only one is set (`missing` names the other): no widget and no check, and the
 *   Worker says so in its log — a half pair must never refuse every sign-up.
 * `siteKey` is the configured site key, if any (never the secret).
 */
export type TurnstileSetup =
  | { state: "on"; siteKey: string }
  | { state: "off"; siteKey: null }
  | { state: "half"; missing: TurnstileKeyName; siteKey: string | null };

type TurnstileKeys = SettingsSource;

/**
 * Turnstile's state from the Worker's configuration (docs/decisions/074-turnstile-at-run-time.md),
 * for the check on the forms, the site key the pages ask for, and whoever reports on the
 * configuration (an admin's health page).
 */
export function turnstileSetup(env: TurnstileKeys): TurnstileSetup {
  const settings = settingsOf(env);
  const siteKey = settings.TURNSTILE_SITE_KEY ?? null;
  const secret = settings.TURNSTILE_SECRET_KEY !== undefined;
  if (siteKey && secret) return { state: "on", siteKey };
  if (!siteKey && !secret) return { state: "off", siteKey: null };
  return { state: "half", missing: siteKey ? "TURNSTILE_SECRET_KEY" : "TURNSTILE_SITE_KEY", siteKey };
}

/** The site key to give the pages: only when the Worker checks the widget's token. */
export function siteKeyForPages(env: TurnstileKeys): string | null {
  const setup = turnstileSetup(env);
  return setup.state === "on" ? setup.siteKey : null;
}

/** The log line of a half configuration: what is missing, and what it costs. */
export function halfSetupMessage(missing: TurnstileKeyName): string {
  const present = missing === "TURNSTILE_SITE_KEY" ? "TURNSTILE_SECRET_KEY" : "TURNSTILE_SITE_KEY";
  return `configuration error: ${present} is set but ${missing} is not, so Turnstile is off: sign-up, password reset and the contact form are not checked for bots (set ${missing} too, or remove ${present})`;
}
