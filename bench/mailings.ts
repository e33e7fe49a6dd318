// `node bench/mailings.ts`: the CPU an officer's message costs the Worker, in
// local workerd under `wrangler dev` (decision 088). For 6 and for 300
// recipients it counts the CPU time of workerd's threads (/proc, as the
// startup budget does: bench/worker-bundle.ts) spent on
// - POST /api/mailings when today's event share is already spent, so the
//   request only records the message and queues its mails (4 messages,
//   the median);
// - POST /api/mailings when today's share carries every mail: the request
//   and the mails it sends itself after the answer;
// - runs of the hourly job (`/__scheduled`) that send the rest, and one
//   with nothing due (the floor of a run).
// Local D1 runs inside workerd too, so its SQLite work is counted here; on
// Cloudflare it is not the Worker's CPU. CI never runs benchmarks.
import { pbkdf2Sync, randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { median, signIn, startWorker, wrangler, type LocalWorker } from "./local-worker.ts";
import { cpuMs, descendants } from "./worker-bundle.ts";

const PORT = Number(process.env.BENCH_MAILINGS_PORT ?? 8931);
const SIZES = (process.env.BENCH_MAILINGS_SIZES ?? "6,300").split(",").map(Number);
const PASSWORD = "bench password";
const DAY = 86_400_000;
/** Messages measured per size (an officer may send 5 a day). */
const MESSAGES = 4;
const SETTLE_MS = 400;

const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`;

function passwordHash(password: string): string {
  const salt = randomBytes(16);
  const hash = pbkdf2Sync(password, salt, 100_000, 32, "sha256");
  return `pbkdf2-sha256$100000$${salt.toString("base64url")}$${hash.toString("base64url")}`;
}

/** `recipients` chapter members, one of them the officer who writes; `spentShare`: today's event share already used up. */
function seedSql(recipients: number, spentShare: number | null): string {
  const now = Date.now();
  const rows = [`(${sqlText(randomUUID())}, 'bench-officer', 'bench-officer@example.edu', ${sqlText(passwordHash(PASSWORD))}, 'officer', ${now}, ${now})`];
  for (let i = 1; i < recipients; i += 1) {
    rows.push(`(${sqlText(randomUUID())}, 'bench-member-${i}', 'bench-member-${i}@example.edu', 'unusable', 'member', ${now}, ${now})`);
  }
  const statements = [`INSERT INTO users (id, username, email, password_hash, roles, time_added, time_updated) VALUES\n${rows.join(",\n")};`];
  if (spentShare !== null) {
    const day = new Date(now).toISOString().slice(0, 10);
    const midnight = Math.ceil(now / DAY) * DAY;
    statements.push(`INSERT INTO throttles (key, count, reset_at) VALUES ('mail-budget:event:${day}', ${spentShare}, ${midnight});`);
  }
  return statements.join("\n");
}

const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

/** CPU of every thread of wrangler's workerd processes (the Worker's, and the one in front of it), in ms. */
const cpuOfAll = (workerd: readonly number[]) => workerd.reduce((sum, pid) => sum + cpuMs(pid), 0);

/** CPU of workerd's threads over `work` and a short settle (work after the answer), in ms. */
async function cpuOf(workerd: readonly number[], work: () => Promise<void>): Promise<number> {
  const before = cpuOfAll(workerd);
  await work();
  await settle();
  return cpuOfAll(workerd) - before;
}

type Run = { worker: LocalWorker; workerd: number[]; cookie: string; persist: string };

async function start(recipients: number, budget: number, spentShare: number | null): Promise<Run> {
  const persist = mkdtempSync(join(tmpdir(), "bench-mailings-"));
  const dir = mkdtempSync(join(tmpdir(), "bench-mailings-sql-"));
  wrangler(["d1", "migrations", "apply", "DB", "--local", "--persist-to", persist]);
  writeFileSync(join(dir, "seed.sql"), seedSql(recipients, spentShare));
  wrangler(["d1", "execute", "DB", "--local", "--persist-to", persist, "--file", join(dir, "seed.sql")]);
  rmSync(dir, { recursive: true, force: true });
  const before = new Set(descendants(process.pid).map(({ pid }) => pid));
  const worker = await startWorker(
    ["--var", "EMAIL_TRANSPORT:outbox", "--var", `MAIL_DAILY_BUDGET:${budget}`, "--test-scheduled", "--persist-to", persist],
    PORT,
    "/api/events",
  );
  // wrangler dev runs two: a proxy in front, and the Worker with its local D1.
  const workerd = descendants(process.pid)
    .filter(({ pid, comm }) => comm === "workerd" && !before.has(pid))
    .map(({ pid }) => pid);
  if (workerd.length === 0) throw new Error("no workerd process found under wrangler dev");
  const cookie = await signIn(worker.url, "bench-officer", PASSWORD);
  return { worker, workerd, cookie, persist };
}

function stop(run: Run) {
  run.worker.stop();
  rmSync(run.persist, { recursive: true, force: true });
}

async function post(run: Run, n: number): Promise<void> {
  const response = await fetch(new URL("/api/mailings", run.worker.url), {
    method: "POST",
    headers: { Cookie: run.cookie, "Content-Type": "application/json", Origin: run.worker.url },
    body: JSON.stringify({
      audience: "members",
      subject: `Bench message ${n}`,
      body: "Elections on **Thursday**: [vote](https://example.edu/vote).\n\n- one\n- two",
    }),
  });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`POST /api/mailings: ${response.status} ${text}`);
  if (n === 0) console.log(`  (${JSON.parse(text).message})`);
}

async function cron(run: Run): Promise<void> {
  const response = await fetch(new URL("/__scheduled?cron=17+*+*+*+*", run.worker.url));
  await response.text();
}

async function warmUp(run: Run) {
  for (let i = 0; i < 3; i += 1) await (await fetch(new URL("/api/mailings", run.worker.url), { headers: { Cookie: run.cookie } })).text();
  await cron(run);
}

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

for (const size of SIZES) {
  // 1. Today's share is spent: the request records the message and queues every mail for later days.
  const queued = await start(size, 250, 75);
  try {
    await warmUp(queued);
    const idle = await cpuOf(queued.workerd, async () => {});
    const list = await cpuOf(
      queued.workerd,
      async () => void (await (await fetch(new URL("/api/mailings", queued.worker.url), { headers: { Cookie: queued.cookie } })).text()),
    );
    const posts: number[] = [];
    for (let n = 0; n < MESSAGES; n += 1) posts.push(await cpuOf(queued.workerd, () => post(queued, n)));
    console.log(
      `${size} recipients, queued for later days: POST /api/mailings ${posts.map(fmt).join(", ")} (median ${fmt(median(posts))}); GET /api/mailings ${fmt(list)}; idle ${fmt(idle)}`,
    );
  } finally {
    stop(queued);
  }
  if (process.env.BENCH_MAILINGS_QUEUED_ONLY) continue;
  // 2. Today's share carries every mail: the request sends its first ones after the answer, the hourly job the rest.
  const sending = await start(size, 100_000, null);
  try {
    await warmUp(sending);
    const postCpu = await cpuOf(sending.workerd, () => post(sending, 0));
    const runs: number[] = [];
    for (let n = 0; n < Math.ceil(size / 40) + 1; n += 1) runs.push(await cpuOf(sending.workerd, () => cron(sending)));
    const empty = await cpuOf(sending.workerd, () => cron(sending));
    console.log(
      `${size} recipients, all today: POST /api/mailings ${fmt(postCpu)}; job runs ${runs.map(fmt).join(", ")}; a run with nothing due ${fmt(empty)}`,
    );
  } finally {
    stop(sending);
  }
}
