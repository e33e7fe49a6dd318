// `npm run bench:thread-time -- [--floor] [--zone=Asia/Tokyo] /path …`: decision 161's method, as a
// script. Loads each page of the current build (as deployed, `npm run build` first) unthrottled in a
// phone-sized window and reads Chromium's trace: each main-thread task's *thread* time (CPU the
// renderer's main thread spent, not wall time, so other processes on the machine count far less
// than in Lighthouse), × 4 as Lighthouse mobile simulates a slow phone. Prints per page the median
// over BENCH_RUNS loads (default 3) of: the whole load's main thread, blocking after the first
// contentful paint (Σ of each task beyond 50 ms), the JavaScript in tasks (script evaluation,
// function calls, timers, microtasks), style and layout (UpdateLayoutTree, Layout), the longest task.
// --floor measures the blank React Router app's page first (bench/floor-app.ts). Zone: UTC unless
// --zone says (Lighthouse runs in the machine's, UTC here).
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../scripts/chromium.ts";
import { startPreview } from "../scripts/preview-server.ts";
import { buildFloor, serveFloor } from "./floor-app.ts";

type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number; args?: { name?: string } };

const SLOWDOWN = 4;
const WAIT_MS = 5_000;
const runs = Number(process.env.BENCH_RUNS ?? 3);
const zone = process.argv.find((arg) => arg.startsWith("--zone="))?.slice("--zone=".length) ?? "UTC";
const pages = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
const SCRIPT = new Set([
  "EvaluateScript",
  "v8.evaluateModule",
  "FunctionCall",
  "TimerFire",
  "RunMicrotasks",
  "FireAnimationFrame",
  "EventDispatch",
  "v8.compile",
  "v8.compileModule",
]);
const LAYOUT = new Set(["UpdateLayoutTree", "Layout"]);

type Figures = { main: number; blocking: number; script: number; layout: number; longest: number; tasks: number[] };

async function measure(url: string): Promise<Figures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, timezoneId: zone });
    const page = await context.newPage();
    await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "loading", "toplevel", "v8.execute", "v8"] });
    await page.goto(url);
    await new Promise((resolve) => setTimeout(resolve, WAIT_MS));
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const fcp = traceEvents.find((event) => event.name === "firstContentfulPaint");
    const renderer = fcp?.pid ?? traceEvents.find((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain")!.pid;
    const mainTid = traceEvents.find((event) => event.name === "thread_name" && event.pid === renderer && event.args?.name === "CrRendererMain")!.tid;
    const onMain = traceEvents.filter((event) => event.pid === renderer && event.tid === mainTid && event.ph === "X" && event.tdur !== undefined);
    const tasks = onMain.filter((event) => event.name === "RunTask");
    const ms = (event: TraceEvent) => ((event.tdur ?? 0) / 1000) * SLOWDOWN;
    // Only the outermost of nested events of a kind counts (a forced layout inside a function call is the function's too).
    const outermost = (names: Set<string>) => {
      const kind = onMain.filter((event) => names.has(event.name)).sort((a, b) => a.ts - b.ts);
      let end = 0;
      let total = 0;
      for (const event of kind) {
        if (event.ts < end) continue;
        end = event.ts + (event.dur ?? 0);
        total += ms(event);
      }
      return total;
    };
    const taskMs = tasks.map(ms);
    return {
      main: taskMs.reduce((sum, each) => sum + each, 0),
      blocking: tasks.filter((task) => !fcp || task.ts >= fcp.ts).reduce((sum, task) => sum + Math.max(0, ms(task) - 50), 0),
      script: outermost(SCRIPT),
      layout: outermost(LAYOUT),
      longest: Math.max(0, ...taskMs),
      tasks: taskMs.filter((each) => each >= 50).map(Math.round),
    };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function report(label: string, url: string): Promise<void> {
  const all: Figures[] = [];
  for (let run = 0; run < runs; run++) all.push(await measure(url));
  const column = (key: Exclude<keyof Figures, "tasks">) =>
    `${median(all.map((each) => each[key])).toFixed(0)} (${Math.min(...all.map((each) => each[key])).toFixed(0)}–${Math.max(...all.map((each) => each[key])).toFixed(0)})`;
  console.log(
    `${label.padEnd(12)} main ${column("main")}  blocking ${column("blocking")}  script ${column("script")}  style+layout ${column("layout")}  longest ${column("longest")}`,
  );
  console.log(`${"".padEnd(12)} tasks ≥ 50 ms: ${all.map((each) => `[${each.tasks.join(" ")}]`).join(" ")}`);
}

if (pages.length === 0 && !process.argv.includes("--floor")) {
  console.error("Usage: npm run bench:thread-time -- [--floor] [--zone=IANA] /path [/path…]");
  process.exit(2);
}
console.log(`thread time × ${SLOWDOWN}, ms, median (min–max) of ${runs}; zone ${zone}`);
if (process.argv.includes("--floor")) {
  buildFloor();
  const floor = await serveFloor();
  try {
    await report("blank app", `${floor.url}/`);
  } finally {
    floor.stop();
  }
}
const preview = await startPreview();
try {
  for (const pagePath of pages) await report(pagePath, preview.url + pagePath);
} finally {
  preview.stop();
}
