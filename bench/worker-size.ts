// `npm run size:worker`: the Worker bundle's size and startup against their budgets (decisions 068, 147).
// For where the startup goes, `npx wrangler check startup` writes a CPU profile to open as a flame
// graph in Chrome's DevTools or VS Code.
import { BUDGET_GZIP_KIB, BUDGET_STARTUP_MS, bundleWorker, measureStartup } from "./worker-bundle.ts";

const { uploadKiB, gzipKiB, outdir } = bundleWorker();
const { bestMs, runsMs } = await measureStartup(outdir);
const sizeOk = gzipKiB <= BUDGET_GZIP_KIB;
const startupOk = bestMs <= BUDGET_STARTUP_MS;
const mark = (ok: boolean) => (ok ? "✓" : "✗ over budget");
console.log(`Worker bundle: ${uploadKiB} KiB, ${gzipKiB} KiB gzipped (budget ${BUDGET_GZIP_KIB} KiB) ${mark(sizeOk)}`);
console.log(`Worker startup: ${bestMs} ms of CPU, best of ${runsMs.length} (${runsMs.join(", ")} ms; budget ${BUDGET_STARTUP_MS} ms) ${mark(startupOk)}`);
process.exitCode = sizeOk && startupOk ? 0 : 1;
