// `npm run bench:web`: the web budgets (bench/web-budgets.ts), measured on the
// preview build (static assets + the Worker, as deployed), for each page of
// LIGHTHOUSE_TARGET.pages:
//   - first load: every script and stylesheet the browser fetches until the
//     network is idle, gzipped (scripts/first-load.ts, as the budget test);
//   - Lighthouse mobile (default config: emulated phone, simulated slow 4G
//     and 4× CPU slowdown): the four scores, LCP and CLS.
//   - against the framework's floor (issue 22): a blank React Router app
//     (bench/floor-app.ts) and our pages, Lighthouse mobile in alternating
//     runs, the medians side by side: performance score, first and largest
//     contentful paint, total blocking time, main-thread work, script bootup,
//     the longest task (issue 22: none over 100 ms at 4×) and first-load JS
//     bytes.
// Flags: --no-build reuses the current build; --floor-only prints only the
// floor's table. Env: CHROMIUM_PATH (default /usr/bin/chromium), BENCH_PATH
// (one page instead of the list), BENCH_FLOOR_PAGES (default "/,/events,/board"),
// BENCH_RUNS (runs of each app per page, default 5).
import { spawnSync } from "node:child_process";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../scripts/chromium.ts";
import { measureFirstLoad, type FirstLoad } from "../scripts/first-load.ts";
import { startPreview } from "../scripts/preview-server.ts";
import { buildFloor, FLOOR_CLIENT_DIR, serveFloor } from "./floor-app.ts";
import { FIRST_LOAD_BUDGET, jsBudgetKB, LIGHTHOUSE_TARGET } from "./web-budgets.ts";

const PAGES = process.env.BENCH_PATH ? [process.env.BENCH_PATH] : LIGHTHOUSE_TARGET.pages;

/** What bench:web reads of a Lighthouse run (times in ms). */
type LighthouseFigures = {
  scores: Record<string, number>;
  lcpMs: number;
  cls: number;
  fcpMs: number;
  tbtMs: number;
  mainThreadMs: number;
  bootupMs: number;
  /** The longest main-thread task Lighthouse lists (its simulation: at the 4× slowdown), 0 when none reached 50 ms. */
  longestTaskMs: number;
  failing: string[];
};

async function firstLoad(url: string, buildDir?: string): Promise<FirstLoad> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    return await measureFirstLoad(await browser.newPage(), url, buildDir);
  } finally {
    await browser.close();
  }
}

async function runLighthouse(url: string, onlyCategories?: string[]): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories });
    const { categories, audits } = result!.lhr;
    return {
      scores: Object.fromEntries(Object.entries(categories).map(([id, c]) => [id, Math.round((c.score ?? 0) * 100)])),
      lcpMs: audits["largest-contentful-paint"]!.numericValue!,
      cls: audits["cumulative-layout-shift"]!.numericValue!,
      fcpMs: audits["first-contentful-paint"]!.numericValue!,
      tbtMs: audits["total-blocking-time"]!.numericValue!,
      mainThreadMs: audits["mainthread-work-breakdown"]!.numericValue!,
      bootupMs: audits["bootup-time"]!.numericValue!,
      longestTaskMs: longestTask(audits["long-tasks"]?.details),
      failing: Object.values(audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
        .map((a) => `${a.id}: ${a.title}`),
    };
  } finally {
    await chrome.kill();
  }
}

/** The longest task of Lighthouse's "long-tasks" diagnostic (a table of tasks of 50 ms and more). */
function longestTask(details: unknown): number {
  const items = (details as { items?: { duration?: number }[] } | undefined)?.items ?? [];
  return Math.max(0, ...items.map((item) => item.duration ?? 0));
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

const FLOOR_PAGES = (process.env.BENCH_FLOOR_PAGES ?? "/,/events,/board").split(",");
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

type FloorRow = {
  page: string;
  app: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  mainThreadMs: number;
  bootupMs: number;
  longestTaskMs: number;
  jsBytes: number;
};

/** The medians of `RUNS` Lighthouse runs (performance only) of one app's page; the runs of the two apps alternate. */
function rowOf(page: string, app: string, runs: LighthouseFigures[], load: FirstLoad): FloorRow {
  return {
    page,
    app,
    score: median(runs.map((run) => run.scores.performance ?? 0)),
    fcpMs: median(runs.map((run) => run.fcpMs)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    mainThreadMs: median(runs.map((run) => run.mainThreadMs)),
    bootupMs: median(runs.map((run) => run.bootupMs)),
    longestTaskMs: median(runs.map((run) => run.longestTaskMs)),
    jsBytes: Math.round(load.jsKB * 1024),
  };
}

/** Our pages beside the blank app, each page's runs alternating with the blank app's so both see the same machine. */
async function benchAgainstFloor(ourBaseUrl: string): Promise<FloorRow[]> {
  buildFloor();
  const floor = await serveFloor();
  try {
    const floorLoad = await firstLoad(`${floor.url}/`, FLOOR_CLIENT_DIR);
    const rows: FloorRow[] = [];
    for (const page of FLOOR_PAGES) {
      const blankRuns: LighthouseFigures[] = [];
      const ourRuns: LighthouseFigures[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        blankRuns.push(await runLighthouse(`${floor.url}/`, ["performance"]));
        ourRuns.push(await runLighthouse(ourBaseUrl + page, ["performance"]));
      }
      rows.push(rowOf(page, "blank app", blankRuns, floorLoad), rowOf(page, "ours", ourRuns, await firstLoad(ourBaseUrl + page)));
    }
    return rows;
  } finally {
    floor.stop();
  }
}

function printFloorTable(rows: FloorRow[]) {
  // Paint times beside the blocking time: moving work before the first paint lowers TBT (which
  // counts from it) without saving any, so the two are read together (decision 005).
  const header = ["page", "app", "score", "FCP s", "LCP s", "TBT ms", "main thread s", "bootup s", "longest task ms", "first-load JS B"];
  const cells = rows.map((row) => [
    row.page,
    row.app,
    String(row.score),
    (row.fcpMs / 1000).toFixed(2),
    (row.lcpMs / 1000).toFixed(2),
    String(Math.round(row.tbtMs)),
    (row.mainThreadMs / 1000).toFixed(2),
    (row.bootupMs / 1000).toFixed(2),
    String(Math.round(row.longestTaskMs)),
    row.jsBytes.toLocaleString("en-US"),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((line) => line[column]!.length)));
  const line = (values: string[]) =>
    `| ${values.map((value, column) => (column < 2 ? value.padEnd(widths[column]!) : value.padStart(widths[column]!))).join(" | ")} |`;
  console.log(`\nAgainst the framework's floor: Lighthouse mobile, median of ${RUNS} alternating runs each (first-load JS: gzip -9):`);
  console.log(line(header));
  console.log(`|${widths.map((width, column) => (column < 2 ? `${"-".repeat(width + 1)}-` : `-${"-".repeat(width)}:`)).join("|")}|`);
  for (const values of cells) console.log(line(values));
}

if (!process.argv.includes("--no-build")) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const preview = await startPreview();
let ok = true;
try {
  if (!process.argv.includes("--floor-only")) {
    for (const pagePath of PAGES) ok = (await benchPage(preview.url, pagePath)) && ok;
  }
  printFloorTable(await benchAgainstFloor(preview.url));
} finally {
  preview.stop();
}
process.exitCode = ok ? 0 : 1;
