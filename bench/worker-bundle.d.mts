/** Types for bench/worker-bundle.mjs (plain Node, shared by `npm run size:worker` and the budget test). */
export declare const BUDGET_GZIP_KIB: number;
export declare const BUDGET_STARTUP_MS: number;
export declare const STARTUP_RUNS: number;
export declare function bundleWorker(outdir?: string): { outdir: string; scriptPath: string; uploadKiB: number; gzipKiB: number };
export declare function startupOnce(outdir: string): Promise<number>;
export declare function measureStartup(
  outdir: string,
  options?: { runs?: number; budgetMs?: number },
): Promise<{ bestMs: number; runsMs: number[] }>;
