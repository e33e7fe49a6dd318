// `npm run size:worker`: the Worker bundle's size and startup against their budgets (decision 067).
// The startup's CPU profile is left in bench/.out/worker.bundle.cpuprofile, for a flame graph in
// Chrome's DevTools or VS Code.
import { BUDGET_GZIP_KIB, BUDGET_STARTUP_MS, bundleWorker, measureStartup } from "./worker-bundle.mjs";

const { uploadKiB, gzipKiB, bundlePath } = bundleWorker();
const { bestMs, runsMs } = measureStartup(bundlePath);
const sizeOk = gzipKiB <= BUDGET_GZIP_KIB;
const startupOk = bestMs <= BUDGET_STARTUP_MS;
const mark = (ok) => (ok ? "✓" : "✗ over budget");
console.log(`Worker bundle: ${uploadKiB} KiB, ${gzipKiB} KiB gzipped (budget ${BUDGET_GZIP_KIB} KiB) ${mark(sizeOk)}`);
console.log(`Worker startup: ${bestMs} ms active CPU, best of ${runsMs.length} (${runsMs.join(", ")} ms; budget ${BUDGET_STARTUP_MS} ms) ${mark(startupOk)}`);
process.exitCode = sizeOk && startupOk ? 0 : 1;
