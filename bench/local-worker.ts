// Helpers shared by the benchmarks: a Worker under `wrangler dev` (local
// workerd, like `npm run dev`) and a closed-loop load generator.
import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { cpuMs, descendants } from "./worker-bundle.ts";

/** A Worker running under `wrangler dev`. */
export type LocalWorker = { url: string; pid: number; stop: () => void };
/** One request of a load run. */
export type LoadRequest = { url: string | URL; init?: RequestInit };
/** What a load run measured (latencies in ms). */
export type LoadResult = { requests: number; rps: number; p50: number; p99: number; failures: number };
/** The medians of several load runs, and all their failures. */
export type LoadSummary = { rps: number; p50: number; p99: number; failures: number };

/** Runs a Worker with `wrangler dev` and waits until it answers `probePath`. */
export async function startWorker(args: string[], port: number, probePath: string): Promise<LocalWorker> {
  const child = spawn("npx", ["wrangler", "dev", "--port", String(port), "--ip", "127.0.0.1", "--show-interactive-dev-session=false", ...args], {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, CI: "true" },
    detached: true,
  });
  let log = "";
  child.stdout.on("data", (chunk) => (log += chunk));
  child.stderr.on("data", (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited:\n${log}`);
    try {
      await fetch(new URL(probePath, url));
      // pid: also the id of the process group wrangler and workerd run in.
      return { url, pid: child.pid!, stop: () => process.kill(-child.pid!, "SIGTERM") };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  process.kill(-child.pid!, "SIGTERM");
  throw new Error(`wrangler dev did not start:\n${log}`);
}

/**
 * Closed-loop load: `concurrency` clients, each sending the next request when
 * the last answers, for `durationMs`. `next(client, n)` gives each request
 * (`{url, init?}`); `ok(status)` says which answers count as successes.
 */
export async function load(
  next: (client: number, n: number) => LoadRequest,
  { durationMs, concurrency, ok = (status: number) => status === 200 }: { durationMs: number; concurrency: number; ok?: (status: number) => boolean },
): Promise<LoadResult> {
  const latencies: number[] = [];
  const end = performance.now() + durationMs;
  let failures = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, client) => {
      for (let n = 0; performance.now() < end; n += 1) {
        const { url, init } = next(client, n);
        const start = performance.now();
        const response = await fetch(url, init);
        await response.arrayBuffer();
        if (!ok(response.status)) failures += 1;
        latencies.push(performance.now() - start);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pick = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return { requests: latencies.length, rps: latencies.length / (durationMs / 1000), p50: pick(0.5), p99: pick(0.99), failures };
}

export const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The medians of several rounds of `load`. */
export function summary(runs: LoadResult[]): LoadSummary {
  return {
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    failures: runs.reduce((n, r) => n + r.failures, 0),
  };
}

export function row(name: string, r: LoadSummary): string {
  return `${name.padEnd(40)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${r.p50.toFixed(2).padStart(6)} ms   p99 ${r.p99.toFixed(2).padStart(7)} ms   failures ${r.failures}`;
}

/** Runs `npx wrangler …` to completion; its standard output, or an error with the end of what it printed. */
export function wrangler(args: string[]): string {
  const result = spawnSync("npx", ["wrangler", ...args], { encoding: "utf8", env: { ...process.env, CI: "true" }, maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`wrangler ${args.slice(0, 4).join(" ")} failed:\n${result.stdout.slice(-2000)}${result.stderr.slice(-2000)}`);
  return result.stdout;
}

/**
 * Signs a bench member in and returns the cookies to send back (whatever the
 * session cookie is called), waiting out the per-network brake on sign-ins
 * that a few hundred bench accounts reach.
 */
export async function signIn(url: string, username: string, password: string): Promise<string> {
  let response: Response;
  for (;;) {
    response = await fetch(new URL("/api/auth/login", url), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username, password }),
    });
    if (response.status !== 429) break;
    await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get("Retry-After") ?? 5) * 1000));
  }
  if (response.status !== 200) throw new Error(`sign-in of ${username} failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

/**
 * The CPU, in ms so far, of the runtime `wrangler dev` (process `pid`, on `port`) runs the Worker in.
 * wrangler dev runs two workerd: a proxy on our port, and the runtime of the Worker (with its assets
 * and the local D1) that the proxy forwards to. Only the second does what production would.
 */
export function runtimeCpu(pid: number, port: number): () => number {
  const workerds = descendants(pid).filter(
    ({ pid: child, comm }) => comm === "workerd" && !readFileSync(`/proc/${child}/cmdline`, "utf8").includes(`entry=127.0.0.1:${port}`),
  );
  if (workerds.length !== 1) throw new Error(`expected one runtime workerd under wrangler dev, found ${workerds.length}`);
  return () => workerds.reduce((sum, { pid: child }) => sum + cpuMs(child), 0);
}

/** Until `spent` stops growing for `stepMs`: what the last request left running (a write's waitUntil) is not counted in the next. */
export async function settled(spent: () => number, stepMs: number): Promise<void> {
  for (let last = spent(); ; ) {
    await new Promise((resolve) => setTimeout(resolve, stepMs));
    const now = spent();
    if (now - last < 0.05) return;
    last = now;
  }
}

/** A DevTools session: a method's result, or an error with the protocol's message. */
export type DevTools = { send: <T = unknown>(method: string, params?: object) => Promise<T>; close: () => void };
/** A DevTools protocol answer. */
type InspectorMessage = { id?: number; result?: unknown; error?: { message: string } };
/**
 * Node's WebSocket (undici) also takes headers; the DOM's type, which the
 * scripts' lib includes, knows only sub-protocols.
 */
const NodeWebSocket = WebSocket as unknown as new (url: string, init: { headers: Record<string, string> }) => WebSocket;

/** The Worker isolate's DevTools session (wrangler dev --inspector-port). */
export async function inspector(port: number): Promise<DevTools> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json`)).json()) as { webSocketDebuggerUrl?: string }[];
  const target = targets.find((t) => t.webSocketDebuggerUrl) ?? targets[0]!;
  // The inspector proxy accepts only local origins (Node's WebSocket sends none by default).
  const socket = new NodeWebSocket(target.webSocketDebuggerUrl!, { headers: { Origin: "http://localhost" } });
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", reject, { once: true });
  });
  let id = 0;
  const pending = new Map<number, (message: InspectorMessage) => void>();
  socket.addEventListener("message", (event) => {
    const message: InspectorMessage = JSON.parse(String(event.data));
    if (message.id && pending.has(message.id)) {
      pending.get(message.id)!(message);
      pending.delete(message.id);
    }
  });
  const send = <T>(method: string, params: object = {}) =>
    new Promise<T>((resolve, reject) => {
      id += 1;
      pending.set(id, (message) => (message.error ? reject(new Error(`${method}: ${message.error.message}`)) : resolve(message.result as T)));
      socket.send(JSON.stringify({ id, method, params }));
    });
  return { send, close: () => socket.close() };
}
