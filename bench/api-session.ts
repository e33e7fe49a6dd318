// `npm run bench:api`: requests/s and latency of a signed-in
// GET /api/auth/session against a bare Worker, both in the same local runtime
// (workerd under `wrangler dev`, minified like production). Prints the ratio
// (target ≥ 0.5: the session check costs at most as much as the rest of a
// request) and the time of one sign-in.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { load, median, row, startWorker, summary, type LoadResult } from "./local-worker.ts";
import { bundleWorker } from "./worker-bundle.ts";

const DURATION_MS = Number(process.env.BENCH_MS ?? 4000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const ROUNDS = 3;
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 8797);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 8798);

const WHO = { username: "bench_user", email: "bench@example.edu", password: "bench password 2026" };

async function signIn(url: string): Promise<string> {
  const post = (path: string, body: unknown, cookie?: string) =>
    fetch(new URL(path, url), {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify(body),
    });
  // verify-code must come from the sign-up's browser: send its cookie back.
  const signedUp = await post("/api/auth/signup", WHO);
  const browser = signedUp.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const outbox = (await (await fetch(new URL(`/api/dev/outbox?to=${WHO.email}`, url))).json()) as { data: { text: string }[] };
  const code = /\b(\d{6})\b/.exec(outbox.data[0]!.text)![1];
  const verified = await post("/api/auth/verify-code", { email: WHO.email, code }, browser);
  const cookie = verified.headers
    .getSetCookie()
    .find((c) => c.startsWith("__Host-sid="))!
    .split(";")[0]!;
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
async function signInTime(url: string, count = 15): Promise<number> {
  const times: number[] = [];
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

/** CONCURRENCY clients hitting one URL. */
function loadUrl(url: URL, headers: Record<string, string>) {
  return load(() => ({ url, init: { headers } }), { durationMs: DURATION_MS, concurrency: CONCURRENCY });
}

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
  await loadUrl(sessionUrl, { Cookie: cookie }); // warm-up
  await loadUrl(bareUrl, {});
  const results: { bare: LoadResult[]; session: LoadResult[] } = { bare: [], session: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    results.bare.push(await loadUrl(bareUrl, {}));
    results.session.push(await loadUrl(sessionUrl, { Cookie: cookie }));
  }
  const b = summary(results.bare);
  const s = summary(results.session);
  const ratio = s.rps / b.rps;
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
