/** Types for bench/worker-bundle.mjs (plain Node, shared by `npm run size:worker` and the budget test). */
export declare const BUDGET_GZIP_KIB: number;
export declare const BUDGET_STARTUP_MS: number;
export declare const STARTUP_RUNS: number;
export declare function bundleWorker(outdir?: string): { scriptPath: string; bundlePath: string; uploadKiB: number; gzipKiB: number };
export declare function startupOnce(bundlePath: string, profilePath: string): number;
export declare function measureStartup(
  bundlePath: string,
  options?: { runs?: number; budgetMs?: number; profilePath?: string },
): { bestMs: number; runsMs: number[] };
