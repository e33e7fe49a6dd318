import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";
import { withPasswordFixture } from "./scripts/common-passwords/test-fixture.ts";
import { CostSequencer } from "./tests/cost-sequencer.ts";

/**
 * Every test, in five projects (`npm run test:unit|test:processes|test:worker|test:browser`
 * runs them; `npm test` runs the lint and the type checks, then all five; `npm run check`
 * runs the lint, the type checks, unit and the two Worker projects):
 * - unit: plain Node — the content files against their schemas, the code
 *   that builds the site, small pure modules (tests beside their source);
 * - processes: plain Node tests that start other programs (the build,
 *   wrangler, `npm run user:promote`), each costing tens of seconds, so the
 *   fast inner loop leaves them to `npm test` and CI;
 * - worker: inside workerd (the Workers runtime) with the bindings of
 *   wrangler.toml and the D1 migrations applied by tests/worker/setup.ts (the
 *   common-password table cut to a fixture, scripts/common-passwords/test-fixture.ts),
 *   one runtime and database per slot, shared by the files it runs (decision 065), and local SMTP
 *   servers started in Node by tests/smtp/global-setup.ts; worker-own-db
 *   gives each of a few files a database of its own. WORKER_TEST_SEED shuffles
 *   the files and tests in the order that seed gives (CI sets a new one each run);
 * - browser: Debian's Chromium driven by playwright-core against the
 *   preview build (static assets + the Worker, as deployed), built and started once by
 *   tests/e2e/global-setup.ts while the other projects run (`E2E_NO_BUILD=1` reuses the current build).
 */
const migrations = withPasswordFixture(await readD1Migrations(fileURLToPath(new URL("./migrations", import.meta.url))));
/** The unit files that start other programs (the processes project). */
const processTests = [
  "tests/unit/promote-user.test.ts",
  "tests/unit/content-build.test.ts",
  "tests/unit/worker-bundle-budget.test.ts",
  "tests/unit/deploy-config.test.ts",
  "tests/unit/doctor.test.ts",
  "tests/unit/dev-server.test.ts",
  // Loads Redocly's rule set and lints the whole OpenAPI document: about 12 s, most of the unit project's time.
  "tests/unit/openapi-lint.test.ts",
];
/**
 * The Worker files that set what is one per chapter (the term containing today, or that there is none):
 * each gets a runtime and database of its own, as every file did before decision 065.
 */
const ownDatabaseTests = [
  "tests/worker/terms.test.ts",
  "tests/worker/leaderboard.test.ts",
  "tests/worker/public-standing.test.ts",
  // Makes the term containing today: which views a member's résumé count covers.
  "tests/worker/resume-sponsor-views.test.ts",
  // Reads the default first page of everyone's upcoming events, which other files fill.
  "tests/worker/events.test.ts",
  // Counts a week of mail in the queue, which other files fill.
  "tests/worker/mail-week.test.ts",
  // Spends a day's event share of mail, which other files' mail would share.
  "tests/worker/mail-spending.test.ts",
  // Writes to "every member" and connects chats: both must be this file's own.
  "tests/worker/mailings.test.ts",
  // Copies every file in the store to R2 and checks the stored totals exactly.
  "tests/worker/file-store.test.ts",
  // Ends the term of the whole board (every published board item moves): the board must be this file's own.
  "tests/worker/board-handover.test.ts",
  // The site before its first admin: "no account is an admin" is one per site.
  "tests/worker/first-admin.test.ts",
  // Pushes announcements to "every member" (decision 115).
  "tests/worker/push.test.ts",
];
/**
 * Files at a time in the first group (unit, processes and the Worker projects): a file per core. Each
 * project states it, as projects with `extends: false` inherit nothing from the root and would take
 * Vitest's default (one fewer than the cores: one on two cores, which ran the whole group one file
 * after another, 200 s here); Vitest requires the projects of one group to agree on it.
 */
const SLOTS = availableParallelism();
const workerSeed = process.env.WORKER_TEST_SEED ? Number(process.env.WORKER_TEST_SEED) : undefined;
/**
 * SITE_IDENTITY=other puts a second chapter's identity (tests/fixtures/other-chapter.config.ts) in place
 * of src/site.config.ts for the unit and Worker projects: a fork that edits only that file stays green.
 */
const identityAlias =
  process.env.SITE_IDENTITY === "other"
    ? [
        {
          find: /^(?:~\/|(?:\.\.?\/)+(?:src\/)?)site\.config(?:\.ts)?$/,
          replacement: fileURLToPath(new URL("./tests/fixtures/other-chapter.config.ts", import.meta.url)),
        },
      ]
    : [];
const alias = [...identityAlias, { find: "~", replacement: fileURLToPath(new URL("./src", import.meta.url)) }];

/** A project of tests inside workerd with the bindings of wrangler.toml and the migrations applied. */
function workerProject(name: string, test: { include: string[]; exclude?: string[]; isolate?: boolean; globalSetup?: string[] }) {
  return {
    extends: false as const,
    resolve: { alias: identityAlias },
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          // The outbox for mail and no breached-password API: tests never touch the network.
          // A sender, as a deployed copy sets one (MAIL_FROM is a secret there: decision 075).
          bindings: {
            EMAIL_TRANSPORT: "outbox",
            MAIL_FROM: "Chapter Website <no-reply@chapter.test>",
            PASSWORD_BREACH_CHECK: "off",
            // A local server's mark (decision 106): /api/dev answers the tests' requests to localhost.
            LOCAL_DEV_SERVER: "1",
            TEST_MIGRATIONS: migrations,
          },
          // R2 for the tests only: the deployed configuration keeps the files in Workers KV (FILES) and
          // declares no bucket (decision 100); tests bind these as MEDIA and RESUMES to run R2 too.
          r2Buckets: ["R2_MEDIA", "R2_RESUMES"],
        },
      }),
    ],
    test: {
      name,
      ...test,
      maxWorkers: SLOTS,
      // Alone, the slowest Worker test takes 1–7 s; in CI it shares two cores with the other slot, the
      // browser project's build and the type checks, and a 1 s test timed out at Vitest's default 5 s.
      testTimeout: 20_000,
      setupFiles: ["./tests/worker/setup.ts"],
      // Each test owns its data, so any order passes: with a seed, files and tests run shuffled.
      ...(workerSeed === undefined ? {} : { sequence: { shuffle: true } }),
    },
  };
}

export default defineConfig({
  test: {
    // The dev outbox prints every mail; the Worker tests read them from the outbox instead.
    // Each Worker file's count of answers checked against the OpenAPI document, only when asked for.
    onConsoleLog: (log) => !log.includes("📧 To:") && (!log.startsWith("[openapi]") || !!process.env.OPENAPI_REPORT),
    maxWorkers: SLOTS,
    // The seed is the run's (Vitest reads it only here); only the worker project shuffles. The process
    // and browser files start longest first, fresh clones included (tests/cost-sequencer.ts); a run asked
    // to shuffle on the command line keeps Vitest's random order.
    sequence: {
      ...(workerSeed === undefined ? {} : { seed: workerSeed }),
      ...(process.argv.some((arg) => arg.startsWith("--sequence.shuffle")) ? {} : { sequencer: CostSequencer }),
    },
    projects: [
      {
        extends: false,
        resolve: { alias },
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "scripts/**/*.test.ts", "tests/unit/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...processTests],
          environment: "node",
          // Pure modules and files read from disk: one process for all files (25 s → 8 s, decision 065).
          isolate: false,
          maxWorkers: SLOTS,
        },
      },
      {
        extends: false,
        resolve: { alias },
        test: {
          name: "processes",
          include: processTests,
          environment: "node",
          // Each file starts its own programs in its own directories and keeps no state in the test process:
          // one process per slot for all of them rather than a new one per file (decision 082).
          isolate: false,
          maxWorkers: SLOTS,
        },
      },
      workerProject("worker", {
        include: ["tests/worker/**/*.test.ts", "worker/**/*.test.ts"],
        exclude: [...configDefaults.exclude, ...ownDatabaseTests],
        // One runtime and one database per slot, kept from file to file: the migrations are applied once
        // in each (decision 065), and the other slot runs the process files beside it.
        isolate: false,
        // Real SMTP servers on this machine for EMAIL_TRANSPORT=smtp (tests/worker/smtp.test.ts reads them with `inject`), and a
        // Discord and GroupMe stand-in the chat posts reach over HTTP (tests/worker/chat-channels.test.ts).
        globalSetup: ["tests/smtp/global-setup.ts", "tests/chat/global-setup.ts"],
      }),
      // Isolated on purpose (Vitest's hint to share workers does not apply): the point is a runtime and database per file.
      // The local push service that decrypts what the Worker pushes (tests/worker/push.test.ts, decision 115): one
      // instance, in this project only (a second one in the same process took over the first's subscriptions).
      workerProject("worker-own-db", { include: ownDatabaseTests, isolate: true, globalSetup: ["tests/push/global-setup.ts"] }),
      {
        extends: false,
        test: {
          name: "browser",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          // The global setup starts the build and the preview without waiting for them; each file waits here.
          globalSetup: ["tests/e2e/global-setup.ts"],
          setupFiles: ["tests/e2e/preview-ready.ts"],
          // Files in parallel, each connected to the one Chromium of the global setup, against its one preview
          // and database (every test owns its data: tests/e2e/api.ts `unique()`). Two at a time on two cores,
          // half the cores from four up: the whole project took 1,041 s one file at a time with the full
          // Chromium and 702 s two at a time with its headless shell, both on this idle 2-core machine
          // (decision 070). E2E_WORKERS sets the number (for measuring another split).
          maxWorkers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : Math.max(2, Math.floor(availableParallelism() / 2)),
          // The files of a process share its connection and warm contexts (tests/e2e/browser.ts), so a
          // file starts with the scripts cached and compiled, and no process is spawned per file.
          isolate: false,
          // After the unit and Worker projects, so the browsers do not compete with workerd's pool.
          sequence: { groupOrder: 1 },
          // Tests a file marks concurrent (routes.test.ts) run two at a time.
          maxConcurrency: 2,
          testTimeout: 60_000,
          hookTimeout: 300_000,
          // A poll ends as soon as it holds; the 1 s default failed tests on a loaded machine (a form's
          // schema loading on first focus, a list refetching), as Playwright's own waits do not.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
