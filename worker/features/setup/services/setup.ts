import { adminsCheck, MAIL_TRANSPORT_NAMES, mailCheck } from "../../../../src/shared/health";
import { MAIL_FAILURE_ADVICE } from "../../../../src/shared/mail-failures";
import { SETUP_SETTINGS, type SetupReport } from "../../../../src/shared/setup";
import { adminExists } from "../../../db/admin-grants";
import { dailyBudget } from "../../../email/budget";
import { currentMailFailure } from "../../../email/failure-kind";
import { missingMailSettings, transportOf } from "../../../email/settings";
import { configuredAdminEmails } from "../../../services/configured-admins";
import type { ServiceContext } from "../../../services/context";
import { formatUtcInstant } from "../../../../src/shared/time/utc-instant";

/**
 * GET /api/setup: until the first admin exists, what a new site's webmaster needs to finish setting
 * it up — which settings are present (never a value), the mail transport, and what the last mail
 * failure means — in the health page's words (decision 107). Afterwards nothing but that an admin
 * exists: the health page, for admins, says the rest.
 */
export async function setupReport(ctx: ServiceContext): Promise<SetupReport> {
  const { env, db } = ctx;
  if (await adminExists(db)) return { adminExists: true };
  const failure = await currentMailFailure(db);
  const transport = transportOf(env);
  const values = env as unknown as Partial<Record<string, unknown>>;
  return {
    adminExists: false,
    settings: SETUP_SETTINGS.map((name) => ({ name, present: isSet(values[name]) })),
    transport: MAIL_TRANSPORT_NAMES[transport] ?? `"${transport}"`,
    // The sender is left out: it is a value, and this page is public.
    mail: mailCheck({ mail: { transport, missing: missingMailSettings(env), from: null, dailyBudget: dailyBudget(env), lastFailure: failure } }),
    admins: adminsCheck({ admins: { count: 0, configuredEmails: configuredAdminEmails(env).length } }),
    lastMailFailure: failure && { kind: failure.kind, at: formatUtcInstant(failure.at), ...MAIL_FAILURE_ADVICE[failure.kind] },
  };
}

/** A setting is present when it holds something other than blanks (a binding counts as present). */
function isSet(value: unknown): boolean {
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null;
}
