/** Types for bench/worker-bundle.mjs (plain Node, shared by `npm run size:worker` and the budget test). */
export declare const BUDGET_GZIP_KIB: number;
export declare function bundleWorker(outdir?: string): { scriptPath: string; uploadKiB: number; gzipKiB: number };
