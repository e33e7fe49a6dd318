// `npm run bench:resume`: serving the résumé book's files from the Worker in
// the local runtime (workerd under `wrangler dev`, minified like
// production), with 300 résumés of 200 KB each in the local file store (Workers KV, decision 100):
// - a sponsor fetching all 300 one by one (as the /sponsor page's ZIP
//   download does): requests/s, p50 and p99;
// - the same with 8 clients at once (throughput);
// - CPU time per file: the Worker's own, read from V8's sampling profiler
//   through wrangler's DevTools inspector (Profiler.start/stop around 300
//   requests, a sample every 100 µs; the samples in JavaScript frames and
//   garbage collection count — the Worker's code and what it calls; the
//   "(program)" samples, the runtime's own work outside any JS frame on
//   that thread, are shown apart); and, as an upper bound, the CPU the whole
//   local runtime process used (user + system time from /proc, in a pass
//   without the profiler), which also pays for local D1 (SQLite), local KV
//   (files) and HTTP. The session check alone (GET /api/auth/session) is
//   measured the same ways, for comparison.
// - the ZIP the /sponsor page builds of all 300 in Chromium: the time, and
//   the page's JavaScript heap while it streams (bench/resume-zip.ts; needs
//   `npm run build` first, else it is skipped with a note).
// The files are uploaded through PUT /api/me/resume by 300 members, so the
// upload path is exercised too. BENCH_RESUME_ONLY=zip skips the Worker's
// rounds. CI never runs benchmarks; the figures go in bench/records/030.md and decision 031.
import { existsSync } from "node:fs";
import { pbkdf2Sync, randomBytes, randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type DevTools, inspector, load, median, row, signIn, startWorker, summary, wrangler, type LoadResult, type LocalWorker } from "./local-worker.ts";
import { benchZipInBrowser } from "./resume-zip.ts";

const PORT = Number(process.env.BENCH_RESUME_PORT ?? 8794);
const INSPECTOR_PORT = Number(process.env.BENCH_RESUME_INSPECTOR_PORT ?? 9294);
const FILES = 300;
const FILE_BYTES = 200 * 1024;
const ROUNDS = 3;
const DURATION_MS = Number(process.env.BENCH_MS ?? 4000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const PASSWORD = "bench password";
const DAY = 86_400_000;
const ONLY_ZIP = process.env.BENCH_RESUME_ONLY === "zip";
const BUILT = existsSync("build/client/sponsor.html") || existsSync("build/client/sponsor/index.html");

const sqlText = (value: string) => `'${String(value).replace(/'/g, "''")}'`;

/** The Worker's password format (worker/lib/passwords.ts). */
function passwordHash(password: string): string {
  const salt = randomBytes(16);
  const hash = pbkdf2Sync(password, salt, 100_000, 32, "sha256");
  return `pbkdf2-sha256$100000$${salt.toString("base64url")}$${hash.toString("base64url")}`;
}

/** A valid one-page PDF padded to `size` bytes (as tests/worker/support/resumes.ts makes them). */
function makePdf(text: string, size: number): Buffer<ArrayBuffer> {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
  ];
  const content = `BT /F1 24 Tf 72 700 Td (${text}) Tj ET`;
  objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  objects.push("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>");
  const build = (padding: number) => {
    const all = [...objects, `<< /Length ${padding} >>\nstream\n${"0".repeat(padding)}\nendstream`];
    let out = "%PDF-1.7\n";
    const offsets: number[] = [];
    all.forEach((object, i) => {
      offsets.push(out.length);
      out += `${i + 1} 0 obj\n${object}\nendobj\n`;
    });
    const xref = out.length;
    out += `xref\n0 ${all.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
    return `${out}trailer\n<< /Size ${all.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  };
  const overhead = build(1).length - 1;
  let pdf = build(size - overhead);
  pdf = build(size - overhead - (pdf.length - size));
  return Buffer.from(pdf, "latin1");
}

/** 300 members with names and majors, opted in; one sponsor inside its window. */
function seedSql(now: number) {
  const hash = passwordHash(PASSWORD);
  const majors = ["Computer Science", "Mechanical Engineering", "Chemistry", "Electrical Engineering", "Biology"];
  const members = Array.from({ length: FILES }, (_, i) => ({ id: randomUUID(), username: `bench${i}` }));
  const rows = members.map(
    (m, i) =>
      `(${sqlText(m.id)}, ${sqlText(m.username)}, ${sqlText(`${m.username}@example.edu`)}, ${sqlText(hash)}, 'Member', ${sqlText(`Number${i}`)}, ` +
      `${sqlText(majors[i % majors.length]!)}, 'spring', ${2027 + (i % 4)}, 'bachelor', 1, ${now}, ${now})`,
  );
  const sponsorId = randomUUID();
  return {
    members,
    sql: [
      `INSERT INTO users (id, username, email, password_hash, first_name, last_name, major, graduation_season, graduation_year, degree, in_resume_book, time_added, time_updated) VALUES\n${rows.join(",\n")};`,
      `INSERT INTO users (id, username, email, password_hash, roles, time_added, time_updated) VALUES (${sqlText(sponsorId)}, 'bench_sponsor', 'sponsor@example.com', ${sqlText(hash)}, 'sponsor', ${now}, ${now});`,
      `INSERT INTO sponsor_access (user_id, organisation, starts_at, ends_at, granted_at) VALUES (${sqlText(sponsorId)}, 'Orchard Compute', ${now - DAY}, ${now + 30 * DAY}, ${now});`,
    ].join("\n"),
  };
}

/** The local runtime's processes (workerd) in wrangler's process group, and their CPU time so far (ms). */
function runtimeCpuMs(pgid: number): number {
  const tick = 100; // USER_HZ on Linux
  let total = 0;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      if (Number(fields[2]) === pgid && comm.startsWith("workerd")) total += ((Number(fields[11]) + Number(fields[12])) * 1000) / tick;
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

/** The part of V8's CPU profile (Profiler.stop) read here: time deltas in µs. */
type CpuProfile = { nodes: { id: number; callFrame: { functionName: string } }[]; samples: number[]; timeDeltas: number[] };

/**
 * Time the isolate's thread spent while `run` ran, from V8's samples (ms):
 * `worker` in JavaScript frames and garbage collection, `program` in
 * "(program)" (runtime work outside JS); "(idle)" and "(root)" are left out.
 */
async function profiledCpuMs(devtools: DevTools, run: () => Promise<unknown>): Promise<{ worker: number; program: number }> {
  await devtools.send("Profiler.enable");
  await devtools.send("Profiler.setSamplingInterval", { interval: 100 });
  await devtools.send("Profiler.start");
  await run();
  const { profile } = await devtools.send<{ profile: CpuProfile }>("Profiler.stop");
  const names = new Map(profile.nodes.map((node) => [node.id, node.callFrame.functionName]));
  const us = { worker: 0, program: 0 };
  profile.samples.forEach((sample, i) => {
    const name = names.get(sample);
    const delta = profile.timeDeltas[i] ?? 0;
    if (name === "(program)") us.program += delta;
    else if (name !== "(idle)" && name !== "(root)") us.worker += delta;
  });
  return { worker: us.worker / 1000, program: us.program / 1000 };
}

/** Every file once, one request at a time; latencies in ms. */
async function fetchAllOneByOne(url: string, cookie: string, ids: string[]): Promise<LoadResult> {
  const latencies: number[] = [];
  const start = performance.now();
  for (const id of ids) {
    const t = performance.now();
    const response = await fetch(new URL(`/api/resume-book/${id}/resume?download=1`, url), { headers: { Cookie: cookie } });
    const body = await response.arrayBuffer();
    if (response.status !== 200 || body.byteLength !== FILE_BYTES) throw new Error(`file ${id}: ${response.status}, ${body.byteLength} bytes`);
    latencies.push(performance.now() - t);
  }
  const seconds = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const pick = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return { requests: ids.length, rps: ids.length / seconds, p50: pick(0.5), p99: pick(0.99), failures: 0 };
}

const persist = mkdtempSync(join(tmpdir(), "bench-resume-"));
const dir = mkdtempSync(join(tmpdir(), "bench-resume-sql-"));
let app: LocalWorker | undefined;
let devtools: DevTools | undefined;
try {
  wrangler(["d1", "migrations", "apply", "DB", "--local", "--persist-to", persist]);
  const { members, sql } = seedSql(Date.now());
  writeFileSync(join(dir, "seed.sql"), sql);
  wrangler(["d1", "execute", "DB", "--local", "--persist-to", persist, "--file", join(dir, "seed.sql")]);

  mkdirSync("build/client", { recursive: true }); // the assets folder must exist; the API needs no build
  app = await startWorker(
    ["--var", "EMAIL_TRANSPORT:outbox", "--var", "PASSWORD_BREACH_CHECK:off", "--persist-to", persist, "--inspector-port", String(INSPECTOR_PORT)],
    PORT,
    "/api/auth/session",
  );

  // 300 uploads through the Worker, as members make them.
  const uploadStart = performance.now();
  for (const [i, member] of members.entries()) {
    const cookie = await signIn(app.url, member.username, PASSWORD);
    const response = await fetch(new URL("/api/me/resume?fileName=resume.pdf", app.url), {
      method: "PUT",
      headers: { Cookie: cookie, "Content-Type": "application/pdf" },
      body: makePdf(`Member ${i}`, FILE_BYTES),
    });
    if (response.status !== 200) throw new Error(`upload ${i}: ${response.status} ${await response.text()}`);
  }
  const uploadSeconds = (performance.now() - uploadStart) / 1000;

  const sponsor = await signIn(app.url, "bench_sponsor", PASSWORD);
  const book = (await (await fetch(new URL("/api/resume-book?sort=name", app.url), { headers: { Cookie: sponsor } })).json()) as { data: { userId: string }[] };
  const ids = book.data.map((entry) => entry.userId);
  if (ids.length !== FILES) throw new Error(`the book lists ${ids.length} résumés, not ${FILES}`);

  if (!ONLY_ZIP) await serverRounds(app, sponsor, ids, uploadSeconds);
  if (BUILT) await benchZipInBrowser(app.url, { username: "bench_sponsor", password: PASSWORD }, { files: FILES });
  else console.log("\nThe browser's ZIP was not measured: run `npm run build` first (the Worker serves the built /sponsor page).");
} finally {
  devtools?.close();
  app?.stop();
  rmSync(persist, { recursive: true, force: true });
  rmSync(dir, { recursive: true, force: true });
}

/** The Worker's figures: files one by one and 8 at a time, the session check, and the CPU per request. */
async function serverRounds(app: LocalWorker, sponsor: string, ids: string[], uploadSeconds: number): Promise<void> {
  await fetchAllOneByOne(app.url, sponsor, ids.slice(0, 30)); // warm-up
  const sequential: LoadResult[] = [];
  for (let round = 0; round < ROUNDS; round += 1) sequential.push(await fetchAllOneByOne(app.url, sponsor, ids));

  const parallel: LoadResult[] = [];
  const next = (client: number, n: number) => ({
    url: new URL(`/api/resume-book/${ids[(client * 37 + n) % ids.length]}/resume`, app.url),
    init: { headers: { Cookie: sponsor } },
  });
  await load(next, { durationMs: 1000, concurrency: CONCURRENCY });
  for (let round = 0; round < ROUNDS; round += 1) parallel.push(await load(next, { durationMs: DURATION_MS, concurrency: CONCURRENCY }));

  // The session check alone, one by one: the baseline of this machine at this moment.
  const sessionUrl = new URL("/api/auth/session", app.url);
  const sessionChecks = async () => {
    const latencies: number[] = [];
    const start = performance.now();
    for (let i = 0; i < FILES; i += 1) {
      const t = performance.now();
      const response = await fetch(sessionUrl, { headers: { Cookie: sponsor } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`session check: ${response.status}`);
      latencies.push(performance.now() - t);
    }
    const seconds = (performance.now() - start) / 1000;
    latencies.sort((a, b) => a - b);
    const pick = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
    return { requests: FILES, rps: FILES / seconds, p50: pick(0.5), p99: pick(0.99), failures: 0 };
  };
  const sessions: LoadResult[] = [];
  for (let round = 0; round < ROUNDS; round += 1) sessions.push(await sessionChecks());

  // CPU per request: the Worker (V8 profiler) and, in other passes, the whole local runtime (/proc).
  devtools = await inspector(INSPECTOR_PORT);
  const pgid = app.pid;
  const cpu: Record<"file" | "fileProgram" | "session" | "sessionProgram" | "fileProcess" | "sessionProcess", number[]> = {
    file: [],
    fileProgram: [],
    session: [],
    sessionProgram: [],
    fileProcess: [],
    sessionProcess: [],
  };
  for (let round = 0; round < ROUNDS; round += 1) {
    const file = await profiledCpuMs(devtools, () => fetchAllOneByOne(app.url, sponsor, ids));
    cpu.file.push(file.worker / FILES);
    cpu.fileProgram.push(file.program / FILES);
    const session = await profiledCpuMs(devtools, sessionChecks);
    cpu.session.push(session.worker / FILES);
    cpu.sessionProgram.push(session.program / FILES);
    let before = runtimeCpuMs(pgid);
    await fetchAllOneByOne(app.url, sponsor, ids);
    cpu.fileProcess.push((runtimeCpuMs(pgid) - before) / FILES);
    before = runtimeCpuMs(pgid);
    await sessionChecks();
    cpu.sessionProcess.push((runtimeCpuMs(pgid) - before) / FILES);
  }

  const load1 = readFileSync("/proc/loadavg", "utf8").split(" ")[0];
  console.log(
    `\n${FILES} résumés of ${FILE_BYTES / 1024} KB in the local file store (uploaded through PUT /api/me/resume in ${uploadSeconds.toFixed(1)} s, sign-ins included) · ${ROUNDS} rounds (medians) · load average ${load1}`,
  );
  console.log(row("files one by one (1 client, all 300)", summary(sequential)));
  console.log(row("session check one by one (baseline)", summary(sessions)));
  console.log(row(`files, ${CONCURRENCY} clients at once`, summary(parallel)));
  const fmt = (values: number[]) => `${median(values).toFixed(2)} ms`;
  console.log(`CPU per file, the Worker's JS and GC (V8 profiler):   ${fmt(cpu.file)}   (session check alone: ${fmt(cpu.session)})`);
  console.log(`  and the runtime's "(program)" samples on its thread: ${fmt(cpu.fileProgram)}   (session check alone: ${fmt(cpu.sessionProgram)})`);
  console.log(`CPU per file, whole local runtime (/proc, bound):     ${fmt(cpu.fileProcess)}   (session check alone: ${fmt(cpu.sessionProcess)})`);
  if ([...sequential, ...parallel].some((r) => r.failures > 0)) process.exitCode = 1;
}
