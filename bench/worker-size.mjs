// `npm run size:worker`: the Worker bundle's size against its budget.
import { BUDGET_GZIP_KIB, bundleWorker } from "./worker-bundle.mjs";

const { uploadKiB, gzipKiB } = bundleWorker();
const ok = gzipKiB <= BUDGET_GZIP_KIB;
console.log(`Worker bundle: ${uploadKiB} KiB, ${gzipKiB} KiB gzipped (budget ${BUDGET_GZIP_KIB} KiB) ${ok ? "✓" : "✗ over budget"}`);
process.exitCode = ok ? 0 : 1;
