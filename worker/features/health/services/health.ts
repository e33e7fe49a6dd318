import { FREE_PLAN, type HealthFacts, type HealthReport, healthChecks, type MeterRow, SCHEDULED_JOB_SCHEDULE } from "../../../../src/shared/health";
import { KV_FILE_WRITES_PER_DAY, type StorageReport } from "../../../../src/shared/storage";
import { publicOrigin } from "../../../../src/shared/site-address";
import { site } from "../../../../src/site.config";
import { EXPECTED_MIGRATION } from "../db/expected-migration";
import { JOBS, lastJobRun } from "../db/job-runs";
import { readThrottle } from "../../../db/throttles";
import { DEFAULT_MAIL_DAILY_BUDGET, dailyBudget, mailsSentOn, shareSizes } from "../../../email/budget";
import { mailQueueCounts } from "../../../db/mail-queue";
import { currentMailFailure } from "../../../email/failure-kind";
import { isOutboxEnabled } from "../../../email/mailer";
import { missingMailSettings, senderOf, transportOf } from "../../../email/settings";
import { now, utcDay } from "../../../lib/clock";
import { throttleKeys } from "../../../lib/throttle-keys";
import { configuredAdminEmails } from "../../../services/configured-admins";
import { turnstileSetup } from "../../../services/turnstile-setup";
import type { ServiceContext } from "../../../services/context";
import { countAdmins, lastAppliedMigration, publishedContentCounts, termsAround } from "../db/health-facts";
import { storageReport } from "../../storage/services/storage";
import { readPlatformUsage } from "./platform-usage";
import { formatUtcInstant } from "../../../../src/shared/time/utc-instant";

/**
 * GET /api/admin/health: the facts as this Worker sees them (its bindings
 * and D1), turned into rows by src/shared/health.ts — the words
 * `npm run doctor` prints too — and today's free-plan meter.
 */
export async function healthReport(ctx: ServiceContext, requestUrl: string): Promise<HealthReport> {
  const at = now();
  const storage = await storageReport(ctx);
  const facts = await gatherFacts(ctx, requestUrl, at, storage);
  return { checks: healthChecks(facts), meter: await freePlanMeter(ctx, at), storage, checkedAt: formatUtcInstant(at) };
}

async function gatherFacts(ctx: ServiceContext, requestUrl: string, at: number, storage: StorageReport | null): Promise<HealthFacts> {
  const { env, db } = ctx;
  const budget = dailyBudget(env);
  const sizes = budget === null ? null : shareSizes(budget);
  const [queue, accountUsed, eventUsed, admins, job, applied, term, content, lastFailure] = await Promise.all([
    mailQueueCounts(db),
    mailsSentOn(db, at, "account"),
    mailsSentOn(db, at, "event"),
    countAdmins(db),
    lastJobRun(db, JOBS.daily),
    lastAppliedMigration(db),
    termsAround(db, at),
    publishedContentCounts(db),
    currentMailFailure(db),
  ]);
  const configured = publicOrigin(site.url);
  const requestOrigin = new URL(requestUrl).origin;
  const turnstile = turnstileSetup(env);
  return {
    mail: {
      transport: transportOf(env),
      missing: missingMailSettings(env),
      from: senderOf(env) ?? null,
      dailyBudget: budget,
      lastFailure,
    },
    mailQueue: {
      ...queue,
      shares: { account: { used: accountUsed, size: sizes?.account ?? null }, event: { used: eventUsed, size: sizes?.event ?? null } },
    },
    turnstile: { state: turnstile.state, missing: turnstile.state === "half" ? turnstile.missing : null },
    address: {
      // Local work (the outbox) uses the address it was opened at, by design: nothing to report.
      configured: isOutboxEnabled(env) ? requestOrigin : configured,
      openedAt: isOutboxEnabled(env) || configured === null || requestOrigin === configured ? null : requestOrigin,
    },
    admins: { count: admins, configuredEmails: configuredAdminEmails(env).length },
    dailyJob: { lastRunAt: job?.lastRunAt ?? null, ok: job?.ok ?? null, message: job?.message ?? null, schedule: SCHEDULED_JOB_SCHEDULE },
    migrations: { applied, expected: EXPECTED_MIGRATION },
    term,
    files: storage ? { ...storage } : { backend: null, files: null, bytes: null, limitBytes: null, copyPending: false },
    content,
    now: at,
  };
}

/** Today's use (UTC) of what the free plan limits: counted by the Worker where it can, by Cloudflare with an analytics token. */
async function freePlanMeter(ctx: ServiceContext, at: number): Promise<MeterRow[]> {
  const [account, event, kv, kvFiles, platform] = await Promise.all([
    mailsSentOn(ctx.db, at, "account"),
    mailsSentOn(ctx.db, at, "event"),
    readThrottle(ctx.db, throttleKeys.kvWrites(utcDay(at)), at),
    readThrottle(ctx.db, throttleKeys.kvFileWrites(utcDay(at)), at),
    readPlatformUsage(ctx.env, at),
  ]);
  const budget = dailyBudget(ctx.env);
  const counted = platform !== null && !("failed" in platform) ? platform : null;
  const byCloudflare = "As Cloudflare counts it, for the whole account (a few minutes behind).";
  const notCounted =
    platform !== null && "failed" in platform
      ? `Not counted: ${platform.failed}`
      : "The Worker cannot count this itself: see Workers & Pages → Overview in the dashboard, or set CLOUDFLARE_ANALYTICS_TOKEN and CLOUDFLARE_ACCOUNT_ID to see it here.";
  return [
    {
      id: "mails",
      title: "Mails sent",
      used: account + event,
      limit: budget ?? DEFAULT_MAIL_DAILY_BUDGET,
      note:
        budget === null
          ? "The local outbox has no limit; a deployed site stops at its daily budget."
          : "The site's own daily budget, set under what the mail service allows; sign-up codes stop first, password resets keep a reserve.",
    },
    {
      id: "kv-writes",
      title: "KV writes (sign-ins and files)",
      used: counted ? counted.kvWrites : (kv?.count ?? 0) + (kvFiles?.count ?? 0),
      limit: FREE_PLAN.kvWrites,
      note: `${counted ? byCloudflare : `Counted by the site: one per sign-in, and one per file uploaded while the files are in KV (${kvFiles?.count ?? 0} today, at most ${KV_FILE_WRITES_PER_DAY}).`} Past the limit nobody can sign in until midnight UTC; members who stay signed in are not affected.`,
    },
    {
      id: "worker-requests",
      title: "Worker requests",
      used: counted?.workerRequests ?? null,
      limit: FREE_PLAN.workerRequests,
      note: counted ? byCloudflare : notCounted,
    },
    {
      id: "d1-rows-written",
      title: "D1 rows written",
      used: counted?.d1RowsWritten ?? null,
      limit: FREE_PLAN.d1RowsWritten,
      note: counted ? byCloudflare : notCounted,
    },
  ];
}
