import * as z from "zod/mini";
import "./zod-messages";
import { PAGED_COLLECTIONS } from "./content/pages";
import type { ContentCollection } from "./content/vocabulary";
import { formatBytes } from "./file-size";
import { plural } from "./plural";
import { KV_FILE_WRITES_PER_DAY, SWITCH_TO_R2_AT, type StorageBackend, storageReportSchema } from "./storage";
import { MAIL_FAILURE_ADVICE, type MailFailureKind } from "./mail-failures";
import { lazySchema } from "./lazy-schema";
import { instantSchema } from "./time/instant-schema";

/**
 * The site's health, for its admins (`/profile/admin/health`, GET
 * /api/admin/health) and for `npm run doctor`: what is configured and what
 * is not, in plain words, each with what to do in one sentence (decision
 * 076). The Worker and the doctor gather the same facts in their own way
 * (bindings and D1; wrangler's view of the deployment) and both turn them
 * into rows here, so the two always say the same thing.
 */

export const HEALTH_STATUSES = ["ok", "warn", "off", "error"] as const;
export type HealthStatus = (typeof HEALTH_STATUSES)[number];

export const HEALTH_CHECK_IDS = ["mail", "mail-queue", "turnstile", "address", "admins", "daily-job", "migrations", "term", "files", "content"] as const;
export type HealthCheckId = (typeof HEALTH_CHECK_IDS)[number];

export const healthCheckSchema = lazySchema(() =>
  z.object({
    id: z.enum(HEALTH_CHECK_IDS),
    title: z.string(),
    status: z.enum(HEALTH_STATUSES),
    /** What is so, in a sentence. */
    summary: z.string(),
    /** What to do about it, in a sentence; null when nothing needs doing. */
    action: z.nullable(z.string()),
    /** A page of the site where it is done, when there is one. */
    link: z.nullable(z.object({ href: z.string(), label: z.string() })),
  }),
);
export type HealthCheck = z.infer<typeof healthCheckSchema>;

export const METER_IDS = ["mails", "kv-writes", "worker-requests", "d1-rows-written"] as const;

/** One line of the free-plan meter: today's use (UTC day) against the free limit, or null where it is not counted. */
export const meterRowSchema = lazySchema(() =>
  z.object({
    id: z.enum(METER_IDS),
    title: z.string(),
    used: z.nullable(z.int().check(z.nonnegative())),
    limit: z.int().check(z.positive()),
    note: z.string(),
  }),
);
export type MeterRow = z.infer<typeof meterRowSchema>;

/** GET /api/admin/health */
export const healthReportSchema = lazySchema(() =>
  z.object({
    checks: z.array(healthCheckSchema),
    meter: z.array(meterRowSchema),
    /** The files stored and where (decision 100); null when no store is bound. */
    storage: z.nullable(storageReportSchema),
    /** When the report was made (ms). */
    checkedAt: instantSchema,
  }),
);
export type HealthReport = z.infer<typeof healthReportSchema>;

/** POST /api/admin/health/test-mail: the transport's answer for one mail to the admin's own address. */
export const testMailResultSchema = lazySchema(() =>
  z.object({
    delivered: z.boolean(),
    to: z.string(),
    transport: z.string(),
    /** The transport's answer in plain words ("Accepted by Resend.", or why not). */
    answer: z.string(),
  }),
);
export type TestMailResult = z.infer<typeof testMailResultSchema>;

/** The free plan's daily limits the meter counts against (docs: Workers, D1 and KV pricing). */
export const FREE_PLAN = { workerRequests: 100_000, d1RowsWritten: 100_000, kvWrites: 1_000 } as const;

/** What the checks are made from; gathered by the Worker (bindings, D1) or by the doctor (wrangler). */
export type HealthFacts = {
  mail: {
    /** EMAIL_TRANSPORT as it takes effect. */
    transport: string;
    /** The settings this transport needs that are not set (names). */
    missing: string[];
    /** The sender (MAIL_FROM), when set. */
    from: string | null;
    /** Mails a day the site allows itself (null: no limit, the local outbox). */
    dailyBudget: number | null;
    /**
     * The last mail a transport refused, by kind (decision 107), unless a mail has gone out since;
     * null or absent when none (the doctor does not read it).
     */
    lastFailure?: { kind: MailFailureKind } | null;
  };
  /**
   * The mail queue (decision 081): mails waiting (retrying: of them, those a transport refused at least once), failed for
   * good, when the oldest waiting one was queued and the last transport error; today's use of each share of the budget
   * and their sizes (null: no budget, the local outbox). Null when the database has no queue yet.
   */
  mailQueue: {
    waiting: number;
    retrying: number;
    failed: number;
    oldestWaiting: number | null;
    lastError: string | null;
    shares: { account: { used: number; size: number | null }; event: { used: number; size: number | null } };
  } | null;
  turnstile: { state: "on" | "off" | "half"; missing: string | null };
  address: {
    /** The site's address (site.url), or null when it is not https. */
    configured: string | null;
    /** The address this report was asked from (the Worker only), when it differs from the configured one. */
    openedAt: string | null;
  };
  /** configuredEmails: how many addresses ADMIN_EMAILS lists; null when it is set but unreadable (a secret, to the doctor). */
  admins: { count: number; configuredEmails: number | null };
  dailyJob: { lastRunAt: number | null; ok: boolean | null; message: string | null; schedule: string };
  migrations: { applied: string | null; expected: string };
  term: { current: string | null; next: string | null };
  /**
   * Where the files are (null: no store bound), and what they take: counted in D1 by the Worker,
   * unknown (null) to the doctor. copyPending: R2 is bound and KV still holds files not copied.
   */
  files: { backend: StorageBackend | null; files: number | null; bytes: number | null; limitBytes: number | null; copyPending: boolean };
  /** Published items per collection; null before the content table exists. */
  content: Partial<Record<ContentCollection, number>> | null;
  now: number;
  /** The doctor reading the local database (`npm run dev`'s): what to do is a local command, not a deploy. */
  local?: boolean;
};

/** When the scheduled job runs (wrangler.toml's cron; the clean-up part once a day): the Worker and the doctor say it alike. */
export const SCHEDULED_JOB_SCHEDULE = "every hour; its clean-up once a day";

/** What brings the database up to date: a deploy, or locally `npm run dev`. */
const migrateAction = (local: boolean | undefined) =>
  local ? "Run npm run dev: it applies the migrations to the local database first." : "Deploy again: migrations are applied first.";

const HOUR = 60 * 60 * 1000;

/** The rows, in the order the page shows them. */
export function healthChecks(facts: HealthFacts): HealthCheck[] {
  return [
    mailCheck(facts),
    mailQueueCheck(facts),
    turnstileCheck(facts),
    addressCheck(facts),
    adminsCheck(facts),
    dailyJobCheck(facts),
    migrationsCheck(facts),
    termCheck(facts),
    filesCheck(facts),
    contentCheck(facts),
  ];
}

const row = (id: HealthCheckId, status: HealthStatus, summary: string, action: string | null, link: HealthCheck["link"] = null): HealthCheck => ({
  id,
  title: HEALTH_CHECK_TITLES[id],
  status,
  summary,
  action,
  link,
});

/** The mail transports in words (the mail row, the test mail's answer). */
export const MAIL_TRANSPORT_NAMES: Record<string, string> = {
  outbox: "the local outbox",
  resend: "Resend",
  smtp: "your mailbox over SMTP",
  cloudflare: "Cloudflare's send_email binding",
};

/** Each row's title, the same on the page and in `npm run doctor`. */
export const HEALTH_CHECK_TITLES: Record<HealthCheckId, string> = {
  mail: "E-mail",
  "mail-queue": "Mail queue",
  turnstile: "Bot check (Turnstile)",
  address: "Site address and passkeys",
  admins: "Admins",
  "daily-job": "Daily clean-up job",
  migrations: "Database",
  term: "Current term",
  files: "Files (images and résumés)",
  content: "Content",
};

/** The e-mail row: the health page's, and the setup page's before the first admin (decision 107). */
export function mailCheck({ mail }: Pick<HealthFacts, "mail">): HealthCheck {
  const name = MAIL_TRANSPORT_NAMES[mail.transport] ?? `"${mail.transport}"`;
  if (mail.transport === "outbox") {
    return row(
      "mail",
      "warn",
      `Mail goes to ${name} (nothing leaves this machine): right for local work, never for a live site.`,
      "Deploy with a real transport (Resend or SMTP) for members to get their codes.",
    );
  }
  if (mail.missing.length > 0) {
    return row(
      "mail",
      "error",
      `Mail is set to go through ${name}, but ${mail.missing.join(" and ")} ${mail.missing.length === 1 ? "is" : "are"} not set, so nobody can sign up or reset a password.`,
      `Set ${mail.missing.join(" and ")} in the Cloudflare dashboard (Workers & Pages → this Worker → Settings → Variables and Secrets).`,
    );
  }
  if (mail.lastFailure) {
    const advice = MAIL_FAILURE_ADVICE[mail.lastFailure.kind];
    return row("mail", "error", `Mail goes through ${name}, but the last mail did not go: ${advice.meaning}`, advice.action);
  }
  const budget = mail.dailyBudget === null ? "" : ` The site sends at most ${mail.dailyBudget} mails a day.`;
  return row("mail", "ok", `Mail goes through ${name}, from ${mail.from ?? "the configured sender"}.${budget}`, "Send yourself a test mail to see it arrive.");
}

function mailQueueCheck({ mailQueue: queue, now, local }: HealthFacts): HealthCheck {
  if (queue === null) return row("mail-queue", "error", "The database has no mail queue yet.", migrateAction(local));
  const share = (name: string, { used, size }: { used: number; size: number | null }) => `${name} ${used}${size === null ? "" : ` of ${size}`}`;
  const today = `Sent today (UTC): ${share("account mail", queue.shares.account)}, ${share("event mail", queue.shares.event)}.`;
  const waiting =
    queue.waiting === 0
      ? "No mail is waiting."
      : `${queue.waiting} mail${queue.waiting === 1 ? " is" : "s are"} waiting${queue.retrying > 0 ? ` (${queue.retrying} to try again after the mail service refused ${queue.retrying === 1 ? "it" : "them"})` : ""}.`;
  if (queue.failed > 0) {
    return row(
      "mail-queue",
      "warn",
      `${queue.failed} mail${queue.failed === 1 ? "" : "s"} failed for good after every attempt${queue.lastError ? ` (last error: ${queue.lastError})` : ""}. ${waiting} ${today}`,
      "Check the E-mail row and send yourself a test mail; failed mails are not tried again.",
    );
  }
  if (queue.oldestWaiting !== null && now - queue.oldestWaiting > 26 * HOUR) {
    return row(
      "mail-queue",
      "warn",
      `${waiting} The oldest has waited more than a day${queue.lastError ? ` (last error: ${queue.lastError})` : ""}. ${today}`,
      "Event mail waits when its share of the day is spent: raise MAIL_DAILY_BUDGET if the mail service allows more, or check the scheduled job.",
    );
  }
  return row("mail-queue", "ok", `${waiting} ${today}`, null);
}

function turnstileCheck({ turnstile }: HealthFacts): HealthCheck {
  if (turnstile.state === "on") {
    return row("turnstile", "ok", "Sign-up, password reset and the contact form ask visitors to pass Cloudflare Turnstile.", null);
  }
  if (turnstile.state === "half") {
    return row(
      "turnstile",
      "warn",
      `Only half of Turnstile is set (${turnstile.missing ?? "one key"} is missing), so the check is off: forms work, but bots are not stopped.`,
      `Set ${turnstile.missing ?? "the missing key"} too, from the same Turnstile widget, or remove the other key.`,
    );
  }
  return row(
    "turnstile",
    "off",
    "No bot check: sign-up, password reset and the contact form rely on the mail budget and rate limits alone.",
    "Optional: create a free Turnstile widget and set TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY.",
  );
}

function addressCheck({ address }: HealthFacts): HealthCheck {
  if (address.configured === null) {
    return row(
      "address",
      "error",
      "The site's address (url in src/site.config.ts) is not an https address, so mail links and passkeys are off.",
      "Set url in src/site.config.ts to the address members use, e.g. https://your-chapter.example.edu.",
    );
  }
  const host = address.configured.replace(/^https?:\/\//, "");
  if (address.openedAt !== null) {
    return row(
      "address",
      "warn",
      `The site's address is ${address.configured}, but this page was opened at ${address.openedAt}: mail links point to ${address.configured}, and passkeys work only there.`,
      "If members use this address, set url in src/site.config.ts to it; otherwise use the configured one.",
    );
  }
  return row("address", "ok", `Links in mail and the calendar point to ${address.configured}; passkeys belong to ${host}.`, null);
}

/** The admins row: the health page's, and the setup page's (decision 107). */
export function adminsCheck({ admins }: Pick<HealthFacts, "admins">): HealthCheck {
  const listed =
    admins.configuredEmails === null
      ? " ADMIN_EMAILS is set."
      : admins.configuredEmails === 0
        ? ""
        : ` ADMIN_EMAILS lists ${admins.configuredEmails} address${admins.configuredEmails === 1 ? "" : "es"}.`;
  if (admins.count === 0) {
    return row(
      "admins",
      "error",
      `No account is an admin yet.${listed}`,
      "Put your address in ADMIN_EMAILS and sign up (or sign in) with it; the account becomes admin.",
    );
  }
  return row("admins", "ok", `${admins.count} account${admins.count === 1 ? " is an admin" : "s are admins"}.${listed}`, null, {
    href: "/profile/admin/members",
    label: "Members and roles",
  });
}

function dailyJobCheck({ dailyJob, now, local }: HealthFacts): HealthCheck {
  if (dailyJob.lastRunAt === null) {
    return row(
      "daily-job",
      "warn",
      `The scheduled job (${dailyJob.schedule}) has not run yet; it sends waiting mail and deletes expired codes, sessions' traces and old messages.`,
      local
        ? "Nothing to do: npm run dev does not run scheduled jobs; a deployed site runs it on its own every hour."
        : "Nothing to do on a new site: it runs on its own every hour. If this stays, check Workers & Pages → this Worker → Settings → Trigger events.",
    );
  }
  const hoursAgo = Math.max(0, Math.round((now - dailyJob.lastRunAt) / HOUR));
  const when = hoursAgo < 1 ? "less than an hour ago" : `${hoursAgo} hour${hoursAgo === 1 ? "" : "s"} ago`;
  if (dailyJob.ok === false) {
    return row(
      "daily-job",
      "error",
      `The last run, ${when}, failed: ${dailyJob.message ?? "no reason was recorded"}.`,
      "Look at the Worker's logs for that time; the next run tries again.",
    );
  }
  if (now - dailyJob.lastRunAt > 26 * HOUR) {
    return row(
      "daily-job",
      "warn",
      `The last run was ${when}: it should run every day (${dailyJob.schedule}).`,
      "Check the cron trigger under Workers & Pages → this Worker → Settings → Trigger events.",
    );
  }
  return row("daily-job", "ok", `Last ran ${when}, without error.`, null);
}

function migrationsCheck({ migrations, local }: HealthFacts): HealthCheck {
  if (migrations.applied === migrations.expected) {
    return row("migrations", "ok", `Every migration is applied (the last is ${migrations.expected}).`, null);
  }
  return row(
    "migrations",
    "error",
    `The database is behind the code: the last migration applied is ${migrations.applied ?? "none"}, the code expects ${migrations.expected}.`,
    local
      ? "Run npm run dev (or npm run db:migrate), which applies them to the local database."
      : "Deploy with npm run deploy (or let the Deploy button's build run), which applies migrations first.",
  );
}

function termCheck({ term }: HealthFacts): HealthCheck {
  const link = { href: "/profile/admin/terms", label: "Terms" };
  if (term.current !== null) return row("term", "ok", `${term.current} is the current term: points and the leaderboard count by it.`, null, link);
  const next = term.next === null ? "" : ` The next one, ${term.next}, has not started.`;
  return row(
    "term",
    "warn",
    `No term contains today, so the term leaderboard is empty.${next}`,
    "Create the current term (such as Fall 2026) under Terms.",
    link,
  );
}

function filesCheck({ files }: HealthFacts): HealthCheck {
  if (files.backend === null) {
    return row(
      "files",
      "error",
      "No file store is bound (FILES): officers cannot upload images, members cannot upload résumés and sponsors see none.",
      "Deploy again: the FILES namespace named in wrangler.toml is created and bound on deploy.",
    );
  }
  const where = files.backend === "kv" ? "Workers KV" : "R2";
  const free = files.backend === "kv" ? "1 GB" : "10 GB";
  const used =
    files.files === null || files.bytes === null || files.limitBytes === null
      ? null
      : { text: `${plural(files.files, "file")} (${formatBytes(files.bytes)})`, share: files.bytes / files.limitBytes };
  const stored = used === null ? `The files are kept in ${where}.` : `${used.text} kept in ${where}: ${Math.round(used.share * 100)} % of its free ${free}.`;
  if (files.copyPending) {
    return row(
      "files",
      "warn",
      `${stored} The R2 buckets are bound, but files kept in Workers KV before are not all copied yet (they are read from KV meanwhile).`,
      "Press “Copy files to R2” below; it can be pressed again safely.",
    );
  }
  if (files.backend === "kv" && used !== null && used.share >= SWITCH_TO_R2_AT) {
    return row(
      "files",
      "warn",
      `${stored} Past ${Math.round(SWITCH_TO_R2_AT * 100)} % it is time to move them to R2 (10 GB free, needs a payment method on the account).`,
      "Switch to R2 as docs/storage.md in the site's repository says: add the two buckets, deploy, then copy the files from this page.",
    );
  }
  const writes =
    files.backend === "kv" ? ` Uploads may take ${KV_FILE_WRITES_PER_DAY} of KV's 1,000 writes a day (one per file); the rest is kept for sign-ins.` : "";
  return row("files", "ok", `${stored}${writes}`, null);
}

/**
 * What a new chapter fills in first, and what each collection is called here: the board and the
 * programs say who the chapter is (without them the pages are empty), then the sponsors (the résumé
 * book's access names them), the resources, the gallery, the blog and the slides.
 */
const CONTENT_ORDER: readonly { collection: ContentCollection; name: string; needed: boolean }[] = [
  { collection: "board", name: "the board", needed: true },
  { collection: "programs", name: "the programs", needed: true },
  { collection: "sponsors", name: "the sponsors", needed: false },
  { collection: "resources", name: "the resources", needed: false },
  { collection: "albums", name: "the gallery", needed: false },
  { collection: "posts", name: "the blog", needed: false },
  { collection: "slides", name: "the slides", needed: false },
];
/** Only the lists officers edit on the site, those a public page reads (decision 079's registry). */
const CONTENT_PRIORITY = CONTENT_ORDER.filter(({ collection }) => PAGED_COLLECTIONS.includes(collection));

function contentCheck({ content, local }: HealthFacts): HealthCheck {
  const link = { href: "/profile/admin/content", label: "Content" };
  if (content === null) return row("content", "error", "The database has no content table yet.", migrateAction(local));
  const count = (collection: ContentCollection) => content[collection] ?? 0;
  const empty = CONTENT_PRIORITY.filter(({ collection }) => count(collection) === 0);
  if (empty.length === CONTENT_PRIORITY.length) {
    return row(
      "content",
      "warn",
      `Nothing is published yet: ${CONTENT_PRIORITY.map(({ name }) => name).join(", ")} ${CONTENT_PRIORITY.length === 1 ? "is" : "are"} empty.`,
      `Start with ${CONTENT_PRIORITY.slice(0, 2)
        .map(({ name }) => name)
        .join(" and ")} under Content.`,
      link,
    );
  }
  const summary = `Published: ${CONTENT_PRIORITY.filter(({ collection }) => count(collection) > 0)
    .map(({ collection, name }) => `${name} (${count(collection)})`)
    .join(", ")}.`;
  const next = empty[0];
  if (!next) return row("content", "ok", summary, null, link);
  const missing = empty.filter((entry) => entry.needed);
  return row(
    "content",
    missing.length > 0 ? "warn" : "ok",
    `${summary} Nothing yet in ${empty.map(({ name }) => name).join(", ")}.`,
    `Next: ${next.name}, under Content.`,
    link,
  );
}
