// `npm run bench:first-visit`: the CPU a Worker-written page costs on a cold isolate's first request — what
// a member far from any warm copy of the Worker waits for (issue 37, decision 166). Each sample starts a
// fresh local runtime (`wrangler dev`, the local seed's database, the built pages), waits until it is idle,
// then asks for the page once and once more: the first figure is the features the request loads, the
// schemas and settings it builds and the page's queries; the second, the same page warm.
//   --no-build        use the existing build/client
//   --compare <dir>   alternate with another checkout of the site (its own build/client and node_modules),
//                     so that a change is measured against what it replaces in the same hour
//   BENCH_FIRST_VISIT_RUNS=n   fresh runtimes per page and tree (default 5)
// Local workerd runs wrangler dev's bundle (not minified, with its dev-only wrappers) and D1 in the same
// process: the figures are larger than production's, and what matters is the difference between trees.
// A fresh runtime is also a fresh process: the first date format in it loads ICU's data for the process
// (about 30 ms; 0.3 ms in a new V8 context of a process that has formatted before), which Cloudflare's
// long-lived processes, shared by many Workers, have done already. A page that formats a date pays it here.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { LOCAL_VARS, migrateLocal, run, seedLocal } from "../scripts/lib.ts";
import { median, runtimeCpu, settled } from "./local-worker.ts";

const PAGES = ["/", "/events", "/board"];
const RUNS = Number(process.env.BENCH_FIRST_VISIT_RUNS ?? 5);
/** A page wrangler serves from the static files without the Worker: waiting for it wakes nothing. */
const STATIC_PROBE = "/about";
const compareAt = process.argv.indexOf("--compare");
const trees = [process.cwd(), ...(compareAt > 0 ? [path.resolve(process.argv[compareAt + 1]!)] : [])];

if (!process.argv.includes("--no-build")) run("npm", ["run", "build"]);
const persist = mkdtempSync(path.join(tmpdir(), "bench-first-visit-"));
let port = 8870;

/** CPU of the first and second request of `page` in a fresh runtime started in `tree`. */
async function visit(tree: string, page: string): Promise<[number, number]> {
  port += 1;
  const child = spawn(
    "npx",
    [
      "wrangler",
      "dev",
      "--port",
      String(port),
      "--ip",
      "127.0.0.1",
      "--inspector-port",
      String(port + 1000),
      "--show-interactive-dev-session=false",
      "--persist-to",
      persist,
      ...LOCAL_VARS,
    ],
    { cwd: tree, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, CI: "true" }, detached: true },
  );
  let log = "";
  child.stdout.on("data", (chunk) => (log += chunk));
  child.stderr.on("data", (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  try {
    for (let ready = false; !ready; ) {
      if (child.exitCode !== null) throw new Error(`wrangler dev exited:\n${log}`);
      ready = await fetch(new URL(STATIC_PROBE, url)).then(
        (response) => response.ok,
        () => false,
      );
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const spent = runtimeCpu(child.pid!, port);
    const once = async () => {
      await settled(spent, 100);
      const before = spent();
      const response = await fetch(new URL(page, url));
      const body = await response.text();
      if (response.status !== 200 || !body.includes('id="content-data"')) throw new Error(`${page} was not written by the Worker (${response.status})`);
      await settled(spent, 100);
      return spent() - before;
    };
    return [await once(), await once()];
  } finally {
    process.kill(-child.pid!, "SIGTERM");
  }
}

try {
  migrateLocal(persist);
  await seedLocal(persist);
  const figures = new Map<string, [number, number][]>();
  for (let i = 0; i < RUNS; i += 1) {
    for (const page of PAGES) {
      for (const tree of trees) {
        const key = `${page}  ${tree}`;
        figures.set(key, [...(figures.get(key) ?? []), await visit(tree, page)]);
      }
    }
  }
  const fmt = (ms: number) => ms.toFixed(1).padStart(6);
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
  console.log(`\nCPU of local workerd per request, ms, ${RUNS} fresh runtimes each · load ${load}`);
  for (const [key, runs] of figures) {
    const first = runs.map(([ms]) => ms);
    const second = runs.map(([, ms]) => ms);
    console.log(
      `${key.padEnd(44)} first: best ${fmt(Math.min(...first))} median ${fmt(median(first))}   warm: best ${fmt(Math.min(...second))} median ${fmt(median(second))}`,
    );
  }
} finally {
  rmSync(persist, { recursive: true, force: true });
}
