// `npm run bench:web`: the web budgets (bench/web-budgets.ts), measured on the
// preview build (static assets + the Worker, as deployed), for each page of
// LIGHTHOUSE_TARGET.pages:
//   - first load: every script and stylesheet the browser fetches until the
//     network is idle, gzipped (scripts/first-load.ts, as the budget test);
//   - Lighthouse mobile (default config: emulated phone, simulated slow 4G
//     and 4× CPU slowdown): the four scores, LCP and CLS.
// Flags: --no-build reuses the current build. Env: CHROMIUM_PATH (default
// /usr/bin/chromium), BENCH_PATH (one page instead of the list).
import { spawnSync } from "node:child_process";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../scripts/chromium.ts";
import { measureFirstLoad, type FirstLoad } from "../scripts/first-load.ts";
import { startPreview } from "../scripts/preview-server.ts";
import { FIRST_LOAD_BUDGET, jsBudgetKB, LIGHTHOUSE_TARGET } from "./web-budgets.ts";

const PAGES = process.env.BENCH_PATH ? [process.env.BENCH_PATH] : LIGHTHOUSE_TARGET.pages;

/** What bench:web reads of a Lighthouse run (times in ms). */
type LighthouseFigures = { scores: Record<string, number>; lcpMs: number; cls: number; fcpMs: number; tbtMs: number; failing: string[] };

async function firstLoad(url: string): Promise<FirstLoad> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    return await measureFirstLoad(await browser.newPage(), url);
  } finally {
    await browser.close();
  }
}

async function runLighthouse(url: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
    const { categories, audits } = result!.lhr;
    return {
      scores: Object.fromEntries(Object.entries(categories).map(([id, c]) => [id, Math.round((c.score ?? 0) * 100)])),
      lcpMs: audits["largest-contentful-paint"]!.numericValue!,
      cls: audits["cumulative-layout-shift"]!.numericValue!,
      fcpMs: audits["first-contentful-paint"]!.numericValue!,
      tbtMs: audits["total-blocking-time"]!.numericValue!,
      failing: Object.values(audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
        .map((a) => `${a.id}: ${a.title}`),
    };
  } finally {
    await chrome.kill();
  }
}

const mark = (ok: boolean) => (ok ? "ok " : "OVER");

/** Prints one page's figures; returns whether they meet the budgets and targets. */
async function benchPage(baseUrl: string, pagePath: string): Promise<boolean> {
  const url = baseUrl + pagePath;
  const load = await firstLoad(url);
  console.log(`\nFirst load of ${pagePath} (gzip -9):`);
  for (const f of load.files) console.log(`  ${f.type.padEnd(10)} ${f.gzipKB.toFixed(1).padStart(6)} KB  ${f.path}`);
  const jsOk = load.jsKB <= jsBudgetKB(pagePath);
  const cssOk = load.cssKB <= FIRST_LOAD_BUDGET.cssKB;
  console.log(`  JS  total ${load.jsKB.toFixed(1)} KB (budget ${jsBudgetKB(pagePath)} KB) ${mark(jsOk)}`);
  console.log(`  CSS total ${load.cssKB.toFixed(1)} KB (budget ${FIRST_LOAD_BUDGET.cssKB} KB) ${mark(cssOk)}`);

  const lh = await runLighthouse(url);
  const { scores: targets, lcpMs, cls } = LIGHTHOUSE_TARGET;
  console.log(`\nLighthouse mobile on ${pagePath}:`);
  const scoresOk = Object.entries(targets).map(([id, target]) => {
    const score = lh.scores[id];
    const met = score !== undefined && score >= target;
    console.log(`  ${id.padEnd(15)} ${String(score).padStart(3)} (target ${target}) ${mark(met)}`);
    return met;
  });
  console.log(`  LCP ${(lh.lcpMs / 1000).toFixed(2)} s (target ≤ ${lcpMs / 1000} s) ${mark(lh.lcpMs <= lcpMs)}`);
  console.log(`  CLS ${lh.cls.toFixed(3)} (target ${cls}) ${mark(lh.cls <= cls)}`);
  console.log(`  FCP ${(lh.fcpMs / 1000).toFixed(2)} s, TBT ${Math.round(lh.tbtMs)} ms`);
  if (lh.failing.length) console.log(`  failing audits:\n    ${lh.failing.join("\n    ")}`);
  return jsOk && cssOk && scoresOk.every(Boolean) && lh.lcpMs <= lcpMs && lh.cls <= cls;
}

if (!process.argv.includes("--no-build")) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const preview = await startPreview();
let ok = true;
try {
  for (const pagePath of PAGES) ok = (await benchPage(preview.url, pagePath)) && ok;
} finally {
  preview.stop();
}
process.exitCode = ok ? 0 : 1;
