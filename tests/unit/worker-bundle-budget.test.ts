import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { BUDGET_GZIP_KIB, bundleWorker } from "../../bench/worker-bundle.mjs";

/**
 * The Worker bundle's budget (150 KiB gzipped, decision 017 explains what
 * fills it), enforced: the bundle is built as `wrangler deploy` builds it
 * (a dry run, no account) and the test fails, with the figure, when it grows
 * past the budget.
 */
const outdir = mkdtempSync(path.join(tmpdir(), "worker-bundle-"));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

it(`the Worker bundle stays within ${BUDGET_GZIP_KIB} KiB gzipped`, { timeout: 120_000 }, () => {
  const { gzipKiB, uploadKiB } = bundleWorker(outdir);
  console.log(`Worker bundle: ${uploadKiB} KiB, ${gzipKiB} KiB gzipped (budget ${BUDGET_GZIP_KIB} KiB)`);
  expect(gzipKiB).toBeLessThanOrEqual(BUDGET_GZIP_KIB);
});
