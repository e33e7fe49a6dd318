import "../../src/shared/zod-messages";
import * as z from "zod/mini";

/**
 * The chapter's settings — the variables and secrets a copy is given (the Deploy button asks for
 * them as package.json's `cloudflare.bindings` describes them; `.dev.vars` locally) — read in one
 * place, checked by one schema and read once per `env` object (an isolate keeps its own for every
 * request; a test's changed copy is read afresh). Everything else asks `settingsOf(env)`; no other
 * file reads `env.SMTP_PORT` and the like (tests/unit/worker-architecture.test.ts).
 *
 * A setting that is empty or only spaces is unset. One whose value cannot be right (a port that
 * is not a number) is unset too, and its problem is kept in `problems`, in words for the health
 * page and for the error that names it when it is needed (the SMTP transport, the mail budget).
 * The bindings (DB, SESSIONS, FILES, MEDIA, RESUMES, SEND_EMAIL, ASSETS, IP_LIMITER) are not
 * settings: code uses them from `env` as they are.
 */

// The schemas are made by functions, built with the shape on first use: a top-level schema would be
// built when a feature first imports this file, on a page that reads no setting (decision 166).

/** Trimmed text; empty is unset. */
const text = () =>
  z.pipe(
    z.optional(z.string()),
    z.transform((value) => value?.trim() || undefined),
  );

/** Comma-separated, each entry trimmed, empty entries dropped. */
const list = () =>
  z.pipe(
    z.optional(z.string()),
    z.transform((value) =>
      (value ?? "")
        .split(",")
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ""),
    ),
  );

/** A whole number, given as text; `problem` says what is wrong when it is not one ({value}: what was given). */
const wholeNumber = (problem: string, range: { min: number; max: number }) =>
  z.pipe(
    text(),
    z.optional(
      z.pipe(z.string().check(z.regex(/^\d+$/, problem)), z.transform(Number)).check(z.refine((value) => value >= range.min && value <= range.max, problem)),
    ),
  );

/** Built on first use, like the contracts (decision 147): nothing is constructed at a cold start. */
const buildShape = () =>
  ({
    EMAIL_TRANSPORT: text(),
    MAIL_FROM: text(),
    RESEND_API_KEY: text(),
    SMTP_HOST: text(),
    SMTP_PORT: wholeNumber('is not a port number: "{value}" (465 or 587)', { min: 1, max: 65_535 }),
    SMTP_USER: text(),
    // A password is taken as given: spaces may be part of it.
    SMTP_PASSWORD: z.pipe(
      z.optional(z.string()),
      z.transform((value) => (value?.trim() ? value : undefined)),
    ),
    MAIL_DAILY_BUDGET: wholeNumber('is not a whole number: "{value}"', { min: 0, max: Number.MAX_SAFE_INTEGER }),
    TURNSTILE_SITE_KEY: text(),
    TURNSTILE_SECRET_KEY: text(),
    CHECKIN_CLAIM_SECRET: text(),
    ADMIN_EMAILS: z.pipe(
      list(),
      z.transform((addresses) => addresses.map((address) => address.toLowerCase())),
    ),
    ALLOWED_ORIGINS: list(),
    PASSWORD_BREACH_CHECK: text(),
    CLOUDFLARE_ANALYTICS_TOKEN: text(),
    CLOUDFLARE_ACCOUNT_ID: text(),
    LOCAL_DEV_SERVER: z.pipe(
      z.optional(z.string()),
      z.transform((value) => value === "1"),
    ),
    CHAT_API_ORIGIN: text(),
    PUSH_SERVICE_TEST_ORIGIN: text(),
  }) satisfies Record<string, z.ZodMiniType>;
let built: ReturnType<typeof buildShape> | undefined;
const shape = () => (built ??= buildShape());
type Shape = ReturnType<typeof buildShape>;

export type SettingName = keyof Shape;
/** Every setting's name, as package.json's cloudflare.bindings and .dev.vars.example spell them. */
export const SETTING_NAMES: readonly SettingName[] = [
  "EMAIL_TRANSPORT",
  "MAIL_FROM",
  "RESEND_API_KEY",
  "SMTP_HOST",
  "SMTP_PORT",
  "SMTP_USER",
  "SMTP_PASSWORD",
  "MAIL_DAILY_BUDGET",
  "TURNSTILE_SITE_KEY",
  "TURNSTILE_SECRET_KEY",
  "CHECKIN_CLAIM_SECRET",
  "ADMIN_EMAILS",
  "ALLOWED_ORIGINS",
  "PASSWORD_BREACH_CHECK",
  "CLOUDFLARE_ANALYTICS_TOKEN",
  "CLOUDFLARE_ACCOUNT_ID",
  "LOCAL_DEV_SERVER",
  "CHAT_API_ORIGIN",
  "PUSH_SERVICE_TEST_ORIGIN",
];

export type Settings = { [K in SettingName]: z.output<Shape[K]> } & {
  /** The settings given with a value that cannot be right, each with what is wrong ("SMTP_PORT is not a port number…"). */
  problems: Partial<Record<SettingName, string>>;
};

/** What settingsOf reads: the Worker's env, or a test's plain object of some settings. */
export type SettingsSource = Partial<Record<SettingName, string>> | object;

const read = new WeakMap<object, Settings>();

/** The settings in `env`, parsed once per env object. */
export function settingsOf(env: SettingsSource): Settings {
  const known = read.get(env);
  if (known) return known;
  const values = env as Record<string, unknown>;
  const settings = { problems: {} } as Settings;
  for (const name of SETTING_NAMES) {
    const raw = values[name];
    const parsed = shape()[name].safeParse(typeof raw === "string" ? raw : undefined);
    if (parsed.success) {
      (settings as Record<string, unknown>)[name] = parsed.data;
    } else {
      const problem = `${name} ${(parsed.error.issues[0]?.message ?? 'is not valid: "{value}"').replace("{value}", String(raw))}`;
      settings.problems[name] = problem;
      (settings as Record<string, unknown>)[name] = shape()[name].parse(undefined);
    }
  }
  read.set(env, settings);
  return settings;
}
