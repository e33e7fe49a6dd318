// `npm run doctor` (the local site) or `npm run doctor -- --remote` (the
// deployed one): the health page's rows in the terminal (decision 076). The
// facts come through wrangler — the database (local, or the deployed one),
// the configuration, and for --remote the names of the deployed secrets
// (never their values) — and the words from src/shared/health.ts, the same
// the page shows. Exit code 1 when a row is a problem.
//   PERSIST_TO=dir   the local database of `npm run preview` with PERSIST_TO
import { spawnSync } from "node:child_process";
import path from "node:path";
import { experimental_readRawConfig } from "wrangler";
import { namesMailTransport, readDevVars } from "./lib.ts";
import { identityLines } from "./check-content.ts";
import { withSourceModules } from "./vite/source-modules.ts";

const remote = process.argv.includes("--remote");
const root = process.cwd();

type Settings = Record<string, string | undefined>;

function wrangler(args: string[]): { ok: boolean; stdout: string; output: string } {
  const result = spawnSync("npx", ["wrangler", ...args], { encoding: "utf8", env: { ...process.env, CI: "true" } });
  return { ok: result.status === 0, stdout: result.stdout, output: `${result.stdout}\n${result.stderr}` };
}

/** What the Worker would see as its settings: wrangler.toml's [vars], then the secrets (remote: their names only) or .dev.vars. */
function readSettings(vars: Settings): Settings {
  const settings: Settings = { ...vars };
  if (remote) {
    const listed = wrangler(["secret", "list", "--format", "json"]);
    if (!listed.ok) fail(`Could not list the deployed secrets:\n${listed.output}`);
    // A secret's value never leaves Cloudflare: "set" stands for it.
    for (const { name } of JSON.parse(listed.stdout.slice(listed.stdout.indexOf("["))) as { name: string }[]) settings[name] = "set";
  } else {
    Object.assign(settings, readDevVars(path.join(root, ".dev.vars")));
    // What `npm run dev` sets on the command line unless .dev.vars names a transport (scripts/lib.ts devServerVars).
    if (!namesMailTransport(settings)) settings.EMAIL_TRANSPORT = "outbox";
  }
  return settings;
}

type Row = Record<string, unknown>;

/** Both R2 buckets of the files are bound (a chapter that moved from KV: docs/storage.md). */
function bindsR2(config: { r2_buckets?: { binding: string }[] }): boolean {
  const bound = new Set((config.r2_buckets ?? []).map((bucket) => bucket.binding));
  return bound.has("MEDIA") && bound.has("RESUMES");
}

/** The database's facts in one wrangler call. */
function readDatabase(now: number) {
  const persist = process.env.PERSIST_TO;
  const day = new Date(now).toISOString().slice(0, 10);
  const queries = [
    "SELECT COUNT(*) AS n FROM users WHERE (',' || roles || ',') LIKE '%,admin,%'",
    "SELECT name FROM d1_migrations ORDER BY id DESC LIMIT 1",
    "SELECT last_run_at, ok, message FROM job_runs WHERE name = 'daily'",
    `SELECT name FROM terms WHERE starts_at <= ${now} AND ${now} < ends_at LIMIT 1`,
    `SELECT name FROM terms WHERE starts_at > ${now} ORDER BY starts_at LIMIT 1`,
    "SELECT json_group_object(collection, n) AS counts FROM (SELECT collection, COUNT(*) AS n FROM content_items WHERE status = 'published' AND deleted_at IS NULL GROUP BY collection)",
    "SELECT COALESCE(SUM(state = 'queued'), 0) AS waiting, COALESCE(SUM(state = 'queued' AND attempts > 0), 0) AS retrying, COALESCE(SUM(state = 'failed'), 0) AS failed, MIN(CASE WHEN state = 'queued' THEN created_at END) AS oldest, (SELECT last_error FROM mail_queue WHERE last_error IS NOT NULL AND state IN ('queued', 'failed') ORDER BY id DESC LIMIT 1) AS last_error FROM mail_queue",
    // The shares' counters of today (worker/lib/throttle-keys.ts mailBudget).
    `SELECT COALESCE(SUM(CASE WHEN key = 'mail-budget:${day}' THEN count END), 0) AS account, COALESCE(SUM(CASE WHEN key = 'mail-budget:event:${day}' THEN count END), 0) AS event FROM throttles WHERE reset_at > ${now}`,
  ];
  const target = remote ? ["--remote"] : ["--local", ...(persist ? ["--persist-to", persist] : [])];
  const result = wrangler(["d1", "execute", "DB", ...target, "--json", "--command", queries.join("; ")]);
  if (!result.ok) {
    if (/no such table/.test(result.output)) return null;
    fail(`Could not read the ${remote ? "deployed" : "local"} database:\n${result.output}`);
  }
  const answers = (JSON.parse(result.stdout.slice(result.stdout.indexOf("["))) as { results: Row[] }[]).map((answer) => answer.results[0]);
  const [admins, migration, job, current, next, content, queue, shares] = answers;
  return {
    admins: Number(admins?.n ?? 0),
    applied: (migration?.name as string | undefined) ?? null,
    job: job ? { lastRunAt: Number(job.last_run_at), ok: Boolean(job.ok), message: (job.message as string | null) ?? null } : null,
    current: (current?.name as string | undefined) ?? null,
    next: (next?.name as string | undefined) ?? null,
    content: content ? (JSON.parse(String(content.counts)) as Record<string, number>) : null,
    queue: queue
      ? {
          waiting: Number(queue.waiting),
          retrying: Number(queue.retrying),
          failed: Number(queue.failed),
          oldestWaiting: queue.oldest === null ? null : Number(queue.oldest),
          lastError: (queue.last_error as string | null) ?? null,
          used: { account: Number(shares?.account ?? 0), event: Number(shares?.event ?? 0) },
        }
      : null,
  };
}

function fail(message: string): never {
  console.error(`\n✖ ${message}`);
  process.exit(2);
}

// The shared modules (TypeScript written for the bundlers), loaded as the content check loads them.
await withSourceModules(root, async (load) => {
  // The identity file by its one schema (src/content/schema/identity.ts), as the build checks it.
  const identityProblems = await identityLines(load, root);
  if (identityProblems.length > 0) {
    console.log(`\n✖ Problem  The identity file (src/site.config.ts) has ${identityProblems.length} problem${identityProblems.length === 1 ? "" : "s"}:`);
    for (const line of identityProblems) console.log(`            ${line}`);
    // One that does not parse leaves nothing to read the rest with.
    if (identityProblems.some((line) => !line.startsWith("src/site.config.ts ›"))) {
      process.exitCode = 1;
      return;
    }
  }
  const health = await load<typeof import("../src/shared/health.ts")>(path.join(root, "src/shared/health.ts"));
  const address = await load<typeof import("../src/shared/site-address.ts")>(path.join(root, "src/shared/site-address.ts"));
  const identity = await load<typeof import("../src/site.config.ts")>(path.join(root, "src/site.config.ts"));
  const mail = await load<typeof import("../worker/email/settings.ts")>(path.join(root, "worker/email/settings.ts"));
  const budget = await load<typeof import("../worker/email/budget.ts")>(path.join(root, "worker/email/budget.ts"));
  const turnstile = await load<typeof import("../worker/services/turnstile-setup.ts")>(path.join(root, "worker/services/turnstile-setup.ts"));
  const migrations = await load<typeof import("../worker/features/health/db/expected-migration.ts")>(
    path.join(root, "worker/features/health/db/expected-migration.ts"),
  );

  const { rawConfig } = experimental_readRawConfig({ config: path.join(root, "wrangler.toml") });
  const settings = readSettings((rawConfig.vars ?? {}) as Settings);
  const now = Date.now();
  const database = readDatabase(now);
  const turnstileState = turnstile.turnstileSetup(settings);
  const adminEmails = settings.ADMIN_EMAILS;
  // A budget set as a secret cannot be read: the default for the transport is shown.
  const mailBudget = budget.dailyBudget({ ...settings, ...(settings.MAIL_DAILY_BUDGET === "set" ? { MAIL_DAILY_BUDGET: undefined } : {}) } as never);
  const sizes = mailBudget === null ? null : budget.shareSizes(mailBudget);
  const facts: import("../src/shared/health.ts").HealthFacts = {
    mail: {
      transport: mail.transportOf(settings),
      missing: mail.missingMailSettings(settings),
      from: remote && settings.MAIL_FROM === "set" ? "MAIL_FROM (a secret)" : (mail.senderOf(settings) ?? null),
      dailyBudget: mailBudget,
    },
    mailQueue: database?.queue
      ? {
          ...database.queue,
          shares: {
            account: { used: database.queue.used.account, size: sizes?.account ?? null },
            event: { used: database.queue.used.event, size: sizes?.event ?? null },
          },
        }
      : null,
    turnstile: { state: turnstileState.state, missing: turnstileState.state === "half" ? turnstileState.missing : null },
    address: { configured: address.publicOrigin(identity.site.url), openedAt: null },
    admins: {
      count: database?.admins ?? 0,
      configuredEmails: adminEmails === "set" ? null : (adminEmails ?? "").split(",").filter((entry) => entry.trim() !== "").length,
    },
    dailyJob: {
      lastRunAt: database?.job?.lastRunAt ?? null,
      ok: database?.job?.ok ?? null,
      message: database?.job?.message ?? null,
      schedule: health.SCHEDULED_JOB_SCHEDULE,
    },
    migrations: { applied: database?.applied ?? null, expected: migrations.EXPECTED_MIGRATION },
    term: { current: database?.current ?? null, next: database?.next ?? null },
    // Where the files are, as wrangler.toml binds them (decision 100); what they take only the health page counts.
    files: {
      backend: bindsR2(rawConfig) ? "r2" : (rawConfig.kv_namespaces ?? []).some((ns: { binding: string }) => ns.binding === "FILES") ? "kv" : null,
      files: null,
      bytes: null,
      limitBytes: null,
      copyPending: false,
    },
    content: database?.content ?? null,
    now,
    local: !remote,
  };

  const MARK: Record<string, string> = { ok: "✓ OK     ", warn: "! Check  ", off: "- Off    ", error: "✖ Problem" };
  console.log(`\nHealth of the ${remote ? "deployed" : "local"} site (${remote ? "wrangler's account" : (process.env.PERSIST_TO ?? ".wrangler/state")}):\n`);
  const checks = health.healthChecks(facts);
  for (const check of checks) {
    console.log(`${MARK[check.status]} ${check.title}: ${check.summary}`);
    if (check.action) console.log(`            What to do: ${check.action}`);
  }
  if (!remote) console.log("\n(Locally mail goes to the outbox by design; `npm run doctor -- --remote` checks the deployed site.)");
  const problems = checks.filter((check) => check.status === "error").length + (identityProblems.length > 0 ? 1 : 0);
  console.log(problems === 0 ? "\nNo problems.\n" : `\n${problems} problem${problems === 1 ? "" : "s"}.\n`);
  process.exitCode = problems === 0 ? 0 : 1;
});
