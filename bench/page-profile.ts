// `npm run bench:page-profile -- /events`: where the Worker's isolate spends a content page's CPU
// after a write (decision 169): bench:pages' "after a write" (an officer's PATCH of an item the page shows,
// then the page), with V8's sampling profiler of the Worker's isolate (workerd's inspector, 100 µs samples by default)
// running around the page's request only. Prints the total sampled per request and the busiest
// functions by self time, summed over the runs. The local D1 (a Durable Object in the same process)
// and the runtime's own work outside the isolate (HTMLRewriter's parser, the assets' fetch) are not
// in the isolate's samples: the difference to bench:pages' figure is theirs.
//   --no-build   use the existing build/client
//   --kept       profile the page kept in the isolate (no write before each request)
//   BENCH_PROFILE_RUNS=n   profiled requests per page (default 30)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { LOCAL_VARS, migrateLocal, run, seedLocal } from "../scripts/lib.ts";
import { type DevTools, inspector, runtimeCpu, settled, signIn, startWorker } from "./local-worker.ts";

const PORT = Number(process.env.BENCH_PAGES_PORT ?? 8797);
const INSPECTOR_PORT = PORT + 1000;
const RUNS = Number(process.env.BENCH_PROFILE_RUNS ?? 30);
const INTERVAL_US = Number(process.env.BENCH_PROFILE_INTERVAL_US ?? 100);
const pages = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
const KEPT = process.argv.includes("--kept");

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type CpuProfile = { nodes: { id: number; callFrame: CallFrame; children?: number[] }[]; samples: number[]; timeDeltas: number[] };

/** Self time (µs) by function and position, and the samples' total outside "(idle)". */
function selfTimes(profile: CpuProfile, into: Map<string, number>): number {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  let total = 0;
  profile.samples.forEach((sample, i) => {
    const frame = frames.get(sample)!;
    if (frame.functionName === "(idle)") return;
    const us = profile.timeDeltas[i + 1] ?? 0;
    total += us;
    const name = `${frame.functionName || "(anonymous)"} ${frame.url ? `${path.basename(frame.url)}:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : ""}`;
    into.set(name, (into.get(name) ?? 0) + us);
  });
  return total;
}

if (!process.argv.includes("--no-build")) run("npm", ["run", "build"]);
const persist = process.env.PERSIST_TO ?? mkdtempSync(path.join(tmpdir(), "bench-page-profile-"));
let stop = () => {};
let devtools: DevTools | undefined;
try {
  migrateLocal(persist);
  await seedLocal(persist);
  const worker = await startWorker([...LOCAL_VARS, "--persist-to", persist, "--inspector-port", String(INSPECTOR_PORT)], PORT, "/api/health");
  stop = worker.stop;
  const spent = runtimeCpu(worker.pid, PORT);
  const cookie = await signIn(worker.url, "officer", "officer-dev-password");
  // As bench:pages: each page's write is to a collection it shows.
  const WRITTEN: Record<string, string> = { "/": "sponsors", "/events": "slides", "/board": "board" };
  const write = async (page: string) => {
    const collection = WRITTEN[page] ?? "sponsors";
    const items = (await (await fetch(new URL(`/api/content/${collection}`, worker.url))).json()) as { data: { id: string }[] };
    const response = await fetch(new URL(`/api/content/${collection}/${items.data[0]!.id}`, worker.url), {
      method: "PATCH",
      headers: { Cookie: cookie, Origin: worker.url, "Content-Type": "application/json" },
      body: JSON.stringify({ status: "published" }),
    });
    if (response.status !== 200) throw new Error(`PATCH ${collection}: ${response.status}`);
  };
  devtools = await inspector(INSPECTOR_PORT);
  await devtools.send("Profiler.enable");
  await devtools.send("Profiler.setSamplingInterval", { interval: INTERVAL_US });
  for (const page of pages) {
    for (let i = 0; i < 10; i += 1) await (await fetch(new URL(page, worker.url))).text();
    const self = new Map<string, number>();
    const totals: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      if (!KEPT) await write(page);
      await settled(spent, 20);
      await devtools.send("Profiler.start");
      const before = spent();
      await (await fetch(new URL(page, worker.url))).text();
      cpu.push(spent() - before);
      const { profile } = await devtools.send<{ profile: CpuProfile }>("Profiler.stop");
      totals.push(selfTimes(profile, self) / 1000);
    }
    totals.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    const perRun = (us: number) => (us / 1000 / RUNS).toFixed(3);
    console.log(
      `\n${page} ${KEPT ? "kept" : "after a write"}: isolate sampled median ${totals[RUNS >> 1]!.toFixed(2)} ms (best ${totals[0]!.toFixed(2)}); workerd CPU median ${cpu[RUNS >> 1]!.toFixed(2)} ms (best ${cpu[0]!.toFixed(2)}, with the profiler on)`,
    );
    for (const [name, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`  ${perRun(us).padStart(7)} ms  ${name}`);
  }
} finally {
  devtools?.close();
  stop();
  if (!process.env.PERSIST_TO) rmSync(persist, { recursive: true, force: true });
}
