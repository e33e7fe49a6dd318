// `npm run bench:profile -- /board /events`: where a page's main thread goes while it loads and
// hydrates (issue 22), by source file. Builds the site with source maps (SOURCEMAP=1; --no-build
// reuses the current build, which must have them), serves it as deployed, loads each page in a
// phone-sized window with the CPU slowed 4× (as Lighthouse mobile) and the cache off, samples the
// main thread with V8's profiler for six seconds, and prints for each page:
//   - the long tasks (start and duration, ms since navigation), as the page's own observer saw them;
//   - time by source (inclusive: a file counts while anything it called runs), through the maps;
//   - time by 100 ms window, the sources busiest in it: what runs before hydration, what is hydration.
// "(program)" is the browser's own work outside JavaScript (parsing, style, layout, paint).
// Lighthouse gives the totals (npm run bench:web); this says whose they are. --floor profiles the
// blank React Router app's page first (bench/floor-app.ts), the same way. Env: BENCH_RUNS (default 1).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { chromium, type CDPSession } from "playwright-core";
import { SourceMapConsumer } from "source-map-js";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../scripts/chromium.ts";
import { startPreview } from "../scripts/preview-server.ts";
import { buildFloor, serveFloor } from "./floor-app.ts";

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const CLIENT_DIR = path.resolve(import.meta.dirname, "../build/client");
const SLOWDOWN = Number(process.env.BENCH_SLOWDOWN ?? 4);
const SAMPLE_FOR_MS = 6_000;
const pages = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
const runs = Number(process.env.BENCH_RUNS ?? 1);

const maps = new Map<string, SourceMapConsumer | null>();
/** The original file of a position in a built script ("node_modules/…" shortened), or the script's name. */
function sourceOf({ url, lineNumber, columnNumber, functionName }: CallFrame): string {
  if (!url) return `(${functionName || "native"})`;
  const { pathname } = new URL(url);
  const file = path.join(CLIENT_DIR, pathname);
  if (!maps.has(file)) maps.set(file, existsSync(`${file}.map`) ? new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, "utf8"))) : null);
  const map = maps.get(file);
  if (!map) return pathname === "/" || !pathname.includes(".") ? `${pathname} (inline)` : path.basename(pathname);
  const source = map.originalPositionFor({ line: lineNumber + 1, column: columnNumber }).source ?? path.basename(pathname);
  return source.replace(/^.*node_modules\//, "").replace(/^.*?\/src\//, "src/");
}

/** Milliseconds per source, inclusive, overall and per window of `windowMs`. */
function attribute(profile: Profile, windowMs: number) {
  const source = new Map(profile.nodes.map((node) => [node.id, sourceOf(node.callFrame)]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const total = new Map<string, number>();
  const windows = new Map<number, Map<string, number>>();
  let at = 0;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    if (source.get(id) === "((idle))") return;
    const window = windows.get(Math.floor(at / 1000 / windowMs)) ?? new Map<string, number>();
    windows.set(Math.floor(at / 1000 / windowMs), window);
    const seen = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = parent.get(node)) {
      const name = source.get(node)!;
      if (seen.has(name) || name === "((root))") continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + ms);
      window.set(name, (window.get(name) ?? 0) + ms);
    }
  });
  return { total, windows };
}

const top = (times: Map<string, number>, count: number) => [...times].sort((a, b) => b[1] - a[1]).slice(0, count);

async function profilePage(url: string): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const devtools: CDPSession = await page.context().newCDPSession(page);
    await devtools.send("Network.enable");
    await devtools.send("Network.setCacheDisabled", { cacheDisabled: true });
    await devtools.send("Emulation.setCPUThrottlingRate", { rate: SLOWDOWN });
    await page.addInitScript(() => {
      const tasks: number[][] = [];
      Object.assign(window, { longTasks: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
      }).observe({ type: "longtask", buffered: true });
    });
    await devtools.send("Profiler.enable");
    await devtools.send("Profiler.setSamplingInterval", { interval: 200 });
    await devtools.send("Profiler.start");
    await page.goto(url);
    // A fixed wait, not a poll: a poll would run in the page and be profiled with it.
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_FOR_MS));
    const { profile } = (await devtools.send("Profiler.stop")) as unknown as { profile: Profile };
    await devtools.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    const hydrated = await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"));
    const tasks = await page.evaluate(() => (window as unknown as { longTasks: number[][] }).longTasks);
    const { total, windows } = attribute(profile, 100);
    console.log(`\n${url} (CPU ${SLOWDOWN}× slower${hydrated ? "" : "; NOT hydrated after the wait"})`);
    console.log(`  long tasks (start+duration ms): ${tasks.map(([start, duration]) => `${start}+${duration}`).join(", ") || "none"}`);
    console.log("  by source, inclusive:");
    for (const [name, ms] of top(total, 30)) console.log(`  ${ms.toFixed(0).padStart(7)} ms  ${name}`);
    console.log("  by 100 ms window (busiest sources in each, ms):");
    for (const [window, times] of [...windows].sort((a, b) => a[0] - b[0])) {
      const busy = [...times.values()].reduce((max, ms) => Math.max(max, ms), 0);
      if (busy < 20) continue;
      const names = top(times, 5).map(([name, ms]) => `${name} ${ms.toFixed(0)}`);
      console.log(`  ${String(window * 100).padStart(6)}  ${names.join(", ")}`);
    }
  } finally {
    await browser.close();
  }
}

if (pages.length === 0) {
  console.error("Usage: npm run bench:profile -- [--no-build] [--floor] /path [/path…]");
  process.exit(2);
}
if (!process.argv.includes("--no-build")) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, SOURCEMAP: "1" } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (process.argv.includes("--floor")) {
  buildFloor();
  const floor = await serveFloor();
  try {
    for (let run = 0; run < runs; run++) await profilePage(`${floor.url}/`);
  } finally {
    floor.stop();
  }
}
const preview = await startPreview();
try {
  for (const pagePath of pages) for (let run = 0; run < runs; run++) await profilePage(preview.url + pagePath);
} finally {
  preview.stop();
}
