import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { BUDGET_GZIP_KIB, BUDGET_STARTUP_MS, bundleWorker, measureStartup, STARTUP_RUNS, type WorkerBuild } from "../../bench/worker-bundle.ts";

/**
 * The Worker's budgets (decision 068), enforced: the bundle is built as
 * `wrangler deploy` builds it (a dry run, no account), then started cold in
 * local workerd the way `wrangler check startup` starts it. Startup is what
 * members feel; the byte budget is the early warning. Each test fails with
 * its figures.
 */
const outdir = mkdtempSync(path.join(tmpdir(), "worker-bundle-"));
let build: WorkerBuild;
beforeAll(() => {
  build = bundleWorker(outdir);
}, 120_000);
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

it(`the Worker bundle stays within ${BUDGET_GZIP_KIB} KiB gzipped`, () => {
  console.log(`Worker bundle: ${build.uploadKiB} KiB, ${build.gzipKiB} KiB gzipped (budget ${BUDGET_GZIP_KIB} KiB)`);
  expect(build.gzipKiB).toBeLessThanOrEqual(BUDGET_GZIP_KIB);
});

// Each run starts workerd (a few seconds); a run over budget on a busy machine is retried.
it(`the Worker starts within ${BUDGET_STARTUP_MS} ms of CPU (best of up to ${STARTUP_RUNS} cold starts)`, { timeout: 180_000 }, async () => {
  const { bestMs, runsMs } = await measureStartup(build.outdir);
  console.log(`Worker startup: ${bestMs} ms of CPU, runs ${runsMs.join(", ")} ms (budget ${BUDGET_STARTUP_MS} ms)`);
  expect(bestMs).toBeLessThanOrEqual(BUDGET_STARTUP_MS);
});
