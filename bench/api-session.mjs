// `npm run bench:api`: requests/s and latency of a signed-in
// GET /api/auth/session against a bare Worker, both in the same local runtime
// (workerd under `wrangler dev`, minified like production). Prints the ratio
// (target ≥ 0.5: the session check costs at most as much as the rest of a request).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { bundleWorker } from "./worker-bundle.mjs";

const DURATION_MS = Number(process.env.BENCH_MS ?? 4000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const ROUNDS = 3;
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 8797);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 8798);

/** Runs a Worker with `wrangler dev` (local workerd, like `npm run dev`) and waits until it answers. */
async function startWorker(args, port, probePath) {
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
      return { url, stop: () => process.kill(-child.pid, "SIGTERM") };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  process.kill(-child.pid, "SIGTERM");
  throw new Error(`wrangler dev did not start:\n${log}`);
}

const WHO = { username: "bench_user", email: "bench@example.edu", password: "bench password 2026" };

async function signIn(url) {
  const post = (path, body, cookie) =>
    fetch(new URL(path, url), {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify(body),
    });
  // verify-code must come from the sign-up's browser: send its cookie back.
  const signedUp = await post("/api/auth/signup", WHO);
  const browser = signedUp.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const outbox = await (await fetch(new URL(`/api/dev/outbox?to=${WHO.email}`, url))).json();
  const code = /\b(\d{6})\b/.exec(outbox.data[0].text)[1];
  const verified = await post("/api/auth/verify-code", { email: WHO.email, code }, browser);
  const cookie = verified.headers.getSetCookie().find((c) => c.startsWith("__Host-sid=")).split(";")[0];
  const check = await fetch(new URL("/api/auth/session", url), { headers: { Cookie: cookie } });
  if (check.status !== 200) throw new Error(`session check failed: ${check.status}`);
  return cookie;
}

/**
 * Time of one sign-in (POST /api/auth/login, right password), one at a time
 * on an otherwise idle runtime: it is almost all CPU (PBKDF2 at 100,000
 * iterations, the throttle statements, one KV write), so its median is a
 * fair measure of the sign-in's CPU time in workerd.
 */
async function signInTime(url, count = 15) {
  const times = [];
  for (let i = 0; i < count; i += 1) {
    const start = performance.now();
    const response = await fetch(new URL("/api/auth/login", url), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: WHO.username, password: WHO.password }),
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
    times.push(performance.now() - start);
  }
  return median(times);
}

/** Closed-loop load: CONCURRENCY clients, each sending the next request when the last answers. */
async function load(url, headers) {
  const latencies = [];
  const end = performance.now() + DURATION_MS;
  let failures = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const start = performance.now();
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        if (response.status !== 200) failures += 1;
        latencies.push(performance.now() - start);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pick = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { rps: latencies.length / (DURATION_MS / 1000), p50: pick(0.5), p99: pick(0.99), failures };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const { gzipKiB } = bundleWorker();
const persist = mkdtempSync(join(tmpdir(), "bench-api-"));
const migrate = spawn("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", persist], {
  stdio: "ignore",
  env: { ...process.env, CI: "true" },
});
await new Promise((resolve) => migrate.on("exit", resolve));
const app = await startWorker(
  ["--var", "EMAIL_TRANSPORT:outbox", "--var", "PASSWORD_BREACH_CHECK:off", "--persist-to", persist],
  APP_PORT,
  "/api/auth/session",
);
const bare = await startWorker(["--config", "bench/bare/wrangler.toml"], BARE_PORT, "/");
try {
  const cookie = await signIn(app.url);
  const sessionUrl = new URL("/api/auth/session", app.url);
  const bareUrl = new URL("/", bare.url);
  await load(sessionUrl, { Cookie: cookie }); // warm-up
  await load(bareUrl, {});
  const results = { bare: [], session: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    results.bare.push(await load(bareUrl, {}));
    results.session.push(await load(sessionUrl, { Cookie: cookie }));
  }
  const summary = (runs) => ({
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    failures: runs.reduce((n, r) => n + r.failures, 0),
  });
  const b = summary(results.bare);
  const s = summary(results.session);
  const ratio = s.rps / b.rps;
  const row = (name, r) =>
    `${name.padEnd(24)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${r.p50.toFixed(2)} ms   p99 ${r.p99.toFixed(2)} ms   failures ${r.failures}`;
  console.log(`\nWorker bundle ${gzipKiB} KiB gzipped · ${CONCURRENCY} clients · ${ROUNDS} rounds of ${DURATION_MS} ms (medians)`);
  console.log(row("bare Worker", b));
  console.log(row("GET /api/auth/session", s));
  console.log(`ratio (session / bare): ${ratio.toFixed(2)} (target ≥ 0.5) ${ratio >= 0.5 ? "✓" : "✗"}`);
  console.log(`sign-in (POST /api/auth/login), one at a time: median ${(await signInTime(app.url)).toFixed(1)} ms`);
  if (s.failures > 0) process.exitCode = 1;
} finally {
  app.stop();
  bare.stop();
  rmSync(persist, { recursive: true, force: true });
}
