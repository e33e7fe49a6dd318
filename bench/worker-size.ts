// `npm run size:worker`: the Worker bundle's size and startup against their budgets (decisions 068, 147,
// 163), and what a cold visit's first request adds for the code it loads (no budget: printed to follow;
// the Worker logs each of those answers as an unhandled error, since it has no database or files there).
// For where the startup goes, `npx wrangler check startup` writes a CPU profile to open as a flame
// graph in Chrome's DevTools or VS Code.
import { BUDGET_GZIP_KIB, BUDGET_STARTUP_MS, bundleWorker, measureStartup, startupOnce } from "./worker-bundle.ts";

/** Pages and calls whose first request in a cold isolate loads a feature (decision 163). */
const FIRST_REQUESTS = ["/", "/events", "/board", "/api/events"];
const FIRST_REQUEST_RUNS = 5;

const { uploadKiB, gzipKiB, outdir } = bundleWorker();
const { bestMs, runsMs } = await measureStartup(outdir);
const sizeOk = gzipKiB <= BUDGET_GZIP_KIB;
const startupOk = bestMs <= BUDGET_STARTUP_MS;
const mark = (ok: boolean) => (ok ? "✓" : "✗ over budget");
console.log(`Worker bundle: ${uploadKiB} KiB, ${gzipKiB} KiB gzipped (budget ${BUDGET_GZIP_KIB} KiB) ${mark(sizeOk)}`);
console.log(`Worker startup: ${bestMs} ms of CPU, best of ${runsMs.length} (${runsMs.join(", ")} ms; budget ${BUDGET_STARTUP_MS} ms) ${mark(startupOk)}`);
// The code's part of a cold visit: the start plus the features the request loads, on an empty
// database and no static files (its queries and the page's file are not counted).
for (const pathname of FIRST_REQUESTS) {
  const runs: number[] = [];
  for (let i = 0; i < FIRST_REQUEST_RUNS; i += 1) runs.push(await startupOnce(outdir, { firstRequest: pathname }));
  console.log(`  start + first ${pathname}: ${Math.min(...runs)} ms of CPU, best of ${runs.length} (${runs.join(", ")} ms)`);
}
process.exitCode = sizeOk && startupOk ? 0 : 1;
