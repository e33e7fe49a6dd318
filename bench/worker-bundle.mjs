// Builds the production Worker bundle exactly as `wrangler deploy` would
// (dry run: no account needed) and reports its size.
import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";

export const BUDGET_GZIP_KIB = 150;

export function bundleWorker(outdir = "bench/.out") {
  mkdirSync("build/client", { recursive: true });
  const result = spawnSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", outdir], {
    encoding: "utf8",
    env: { ...process.env, CI: "true" },
  });
  const output = `${result.stdout}\n${result.stderr}`;
  const match = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(output);
  if (result.status !== 0 || !match) {
    console.error(output);
    throw new Error("wrangler deploy --dry-run failed");
  }
  return { scriptPath: `${outdir}/index.js`, uploadKiB: Number(match[1]), gzipKiB: Number(match[2]) };
}
