// `npm run bench:points`: attendance and points at a large chapter's size, in
// the local runtime (workerd under `wrangler dev`, minified like production),
// in a fresh local database seeded with 10,000 members, 300 events (299 over,
// one with its check-in window open), 4 terms and 200,000 ledger rows
// (attendance at the past events and adjustments). Reports requests/s and
// p50/p99 of:
// - GET /api/leaderboard for the current term and for all time (one client,
//   for the latency, and eight, for the throughput),
// - GET /api/users/{id}/points (a member's history, a busy member),
// - a burst of 150 members checking in at once (each once, plus 50 repeats),
//   then checks that each was awarded exactly once and that every member's
//   total is the sum of their ledger rows;
// and the query plans of the leaderboard's statements, with their time in SQLite.
// CI never runs benchmarks; the figures go in the report and decision 026.
import { createHmac, pbkdf2Sync, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { ensureAssetsDir } from "../scripts/lib.ts";
import {
  load,
  median,
  row,
  signIn,
  startWorker,
  summary,
  wrangler,
  type LoadRequest,
  type LoadResult,
  type LoadSummary,
  type LocalWorker,
} from "./local-worker.ts";

const DURATION_MS = Number(process.env.BENCH_MS ?? 4000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const ROUNDS = 3;
const PORT = Number(process.env.BENCH_POINTS_PORT ?? 8799);
const MEMBERS = 10_000;
const EVENTS = 300;
const LEDGER_ROWS = 200_000;
const TERMS = 4;
const BURST = 150;
const BURST_REPEATS = 50;
const BURST_CONCURRENCY = 16;
const PASSWORD = "bench password";
const DAY = 86_400_000;
const TERM_DAYS = 180;

/** Mulberry32: the same data on every run. */
function random32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A row of SQL values, each already written as SQL. */
type SqlRow = (string | number)[];

const sqlText = (value: string | null) => (value === null ? "NULL" : `'${String(value).replace(/'/g, "''")}'`);
function* chunks<T>(list: T[], size: number): Generator<T[]> {
  for (let i = 0; i < list.length; i += size) yield list.slice(i, i + size);
}
const insert = (head: string, rows: SqlRow[], size: number) =>
  [...chunks(rows, size)].map((part) => `${head} VALUES\n${part.map((r) => `(${r.join(",")})`).join(",\n")};`);

/** The Worker's password format (worker/lib/passwords.ts); one hash for every bench member. */
function passwordHash(password: string): string {
  const salt = randomBytes(16);
  const hash = pbkdf2Sync(password, salt, 100_000, 32, "sha256");
  return `pbkdf2-sha256$100000$${salt.toString("base64url")}$${hash.toString("base64url")}`;
}

const memberId = (i: number) => `bm-${i}`;

function seedSql(now: number) {
  const random = random32(0x9011);
  const statements: string[] = [];
  const hash = passwordHash(PASSWORD);
  const today = Math.floor(now / DAY) * DAY;
  // Four terms of 180 days back to back; the last contains now.
  const base = today - (TERMS - 0.5) * TERM_DAYS * DAY;
  const terms = Array.from({ length: TERMS }, (_, k) => ({
    id: `tm_bench${k}`,
    startsAt: base + k * TERM_DAYS * DAY,
    endsAt: base + (k + 1) * TERM_DAYS * DAY,
  }));
  const users = Array.from({ length: MEMBERS }, (_, i) => [
    sqlText(memberId(i)),
    sqlText(`member${i}`),
    sqlText(`member${i}@example.edu`),
    sqlText(hash),
    sqlText(`First${i}`),
    sqlText(`Last${i}`),
    sqlText(i === 0 ? "member,officer" : "member"),
    // One member in twenty has left the leaderboards.
    i % 20 === 7 ? 0 : 1,
    now,
    now,
  ]);
  statements.push(
    ...insert(
      "INSERT INTO users (id, username, email, password_hash, first_name, last_name, roles, show_on_leaderboard, time_added, time_updated)",
      users,
      200,
    ),
  );
  statements.push(
    ...insert(
      "INSERT INTO terms (id, name, starts_at, ends_at, created_at, updated_at)",
      terms.map((t, k) => [sqlText(t.id), sqlText(`Term ${k + 1}`), t.startsAt, t.endsAt, now, now]),
      10,
    ),
  );

  const past = EVENTS - 1;
  const span = today - DAY - (base + DAY);
  const events = Array.from({ length: past }, (_, i) => {
    const startsAt = base + DAY + Math.floor((i * span) / past / 3_600_000) * 3_600_000;
    return { id: `ev_bench${String(i).padStart(4, "0")}`, startsAt, endsAt: startsAt + 2 * 3_600_000, points: 5 * (1 + (i % 3)) };
  });
  const liveStart = Math.floor((now + 5 * 60_000) / 1000) * 1000;
  const live = { id: "ev_benchlive", startsAt: liveStart, endsAt: liveStart + 2 * 3_600_000, points: 10 };
  statements.push(
    ...insert(
      "INSERT INTO events (id, slug, title, category, location, starts_at, ends_at, points, created_at, updated_at)",
      [...events, live].map((e, i) => [
        sqlText(e.id),
        sqlText(`bench-event-${i}`),
        sqlText(`Bench Event ${i}`),
        sqlText("General meeting"),
        sqlText("Keller Hall 101"),
        e.startsAt,
        e.endsAt,
        e.points,
        now,
        now,
      ]),
      100,
    ),
  );

  // Attendance at the past events: popular members come more often (a skewed draw), so the
  // boards have a spread of scores and ties. Each attendance is an RSVP marked attended and
  // its award; the rest of the 200,000 rows are adjustments.
  const attendancePerEvent = Math.floor((LEDGER_ROWS * 0.9) / past);
  const rsvps: SqlRow[] = [];
  const ledger: SqlRow[] = [];
  for (const event of events) {
    const chosen = new Set<number>();
    while (chosen.size < attendancePerEvent) chosen.add(Math.floor(MEMBERS * random() ** 2));
    for (const i of chosen) {
      const at = event.startsAt + Math.floor(random() * 3_600_000);
      rsvps.push([sqlText(event.id), sqlText(memberId(i)), "'going'", at, at, at, "'code'", 0]);
      ledger.push([
        sqlText(memberId(i)),
        event.points,
        "'attendance'",
        sqlText(event.id),
        "'Checked in'",
        sqlText(memberId(i)),
        event.startsAt,
        at,
        sqlText(`attendance:${event.id}:${memberId(i)}`),
      ]);
    }
  }
  for (let n = 0; ledger.length < LEDGER_ROWS; n += 1) {
    const at = base + Math.floor(random() * (now - base));
    ledger.push([
      sqlText(memberId(Math.floor(MEMBERS * random()))),
      1 + Math.floor(random() * 20),
      "'adjustment'",
      "NULL",
      "'Helped out'",
      sqlText(memberId(0)),
      at,
      at,
      sqlText(`adjustment:bench-${n}`),
    ]);
  }
  statements.push(...insert("INSERT INTO event_rsvps (event_id, user_id, status, joined_at, updated_at, attended_at, checkin_method, walk_in)", rsvps, 400));
  statements.push(
    ...insert("INSERT INTO points_ledger (user_id, delta, kind, event_id, reason, actor_id, occurred_at, created_at, idempotency_key)", ledger, 400),
  );
  // Burst members: ones who did not attend much (high indices), none at the live event yet.
  const burst = Array.from({ length: BURST }, (_, k) => MEMBERS - 1 - k * 7);
  return { sql: statements.join("\n"), live, currentTerm: terms[TERMS - 1]!, burst };
}

/** One statement on the local database: its rows and D1's meta (its duration). */
/** What `wrangler d1 execute --json` answers for one statement. */
type D1Answer = { results: Record<string, unknown>[]; meta: { duration: number } };

function query(persist: string, sql: string): D1Answer {
  const [first]: D1Answer[] = JSON.parse(wrangler(["d1", "execute", "DB", "--local", "--persist-to", persist, "--json", "--command", sql]));
  return first!;
}

/** RFC 6238 with HMAC-SHA-256, 6 digits, 30 s: the display's code at `atMs`, from its base32 secret. */
function totp(base32: string, atMs: number): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  const bits = [...base32].map((c) => alphabet.indexOf(c).toString(2).padStart(5, "0")).join("");
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => Number.parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / 30_000)));
  const mac = createHmac("sha256", key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

/** Sends each request once, `concurrency` at a time; latencies and statuses. */
/** A burst's figures, with every answer's status. */
type BurstResult = { requests: number; seconds: number; rps: number; p50: number; p99: number; statuses: number[] };

async function burstOf(requests: LoadRequest[], concurrency: number): Promise<BurstResult> {
  const latencies: number[] = [];
  const statuses: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests.length) {
        const { url, init } = requests[next++]!;
        const start = performance.now();
        const response = await fetch(url, init);
        await response.arrayBuffer();
        latencies.push(performance.now() - start);
        statuses.push(response.status);
      }
    }),
  );
  const elapsed = performance.now() - started;
  latencies.sort((a, b) => a - b);
  const pick = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return { requests: requests.length, seconds: elapsed / 1000, rps: requests.length / (elapsed / 1000), p50: pick(0.5), p99: pick(0.99), statuses };
}

const persist = mkdtempSync(join(tmpdir(), "bench-points-"));
const dir = mkdtempSync(join(tmpdir(), "bench-points-sql-"));
let app: LocalWorker | undefined;
try {
  wrangler(["d1", "migrations", "apply", "DB", "--local", "--persist-to", persist]);
  const seedStart = performance.now();
  const { sql, live, currentTerm, burst } = seedSql(Date.now());
  writeFileSync(join(dir, "seed.sql"), sql);
  wrangler(["d1", "execute", "DB", "--local", "--persist-to", persist, "--file", join(dir, "seed.sql")]);
  const counted = query(
    persist,
    "SELECT (SELECT COUNT(*) FROM users) AS members, (SELECT COUNT(*) FROM events) AS events, (SELECT COUNT(*) FROM points_ledger) AS ledger, (SELECT COUNT(*) FROM event_rsvps) AS rsvps, (SELECT COUNT(*) FROM term_points) AS termPoints",
  ).results[0]!;
  console.log(`seeded in ${((performance.now() - seedStart) / 1000).toFixed(0)} s: ${JSON.stringify(counted)}`);

  // The leaderboard's statements as the Worker writes them (worker/features/points/db/leaderboard.ts), for their plans and time.
  const viewer = memberId(4321);
  const boardSql = {
    "term, top 50": `SELECT u.id, u.username, u.first_name, u.last_name, tp.points FROM term_points tp INDEXED BY term_points_board JOIN users u ON u.id = tp.user_id WHERE tp.term_id = (SELECT cur.id FROM terms cur WHERE cur.starts_at <= ${Date.now()} AND cur.ends_at > ${Date.now()}) AND tp.points > 0 AND tp.shown = 1 ORDER BY tp.points DESC, tp.user_id LIMIT 50`,
    "term, viewer's standing": `SELECT me.id, (SELECT tp.points FROM term_points tp WHERE tp.user_id = me.id AND tp.term_id = '${currentTerm.id}') AS points, (SELECT COUNT(*) FROM term_points o INDEXED BY term_points_board WHERE o.term_id = '${currentTerm.id}' AND o.points > 0 AND o.shown = 1 AND o.user_id <> me.id AND o.points > COALESCE((SELECT tp.points FROM term_points tp WHERE tp.user_id = me.id AND tp.term_id = '${currentTerm.id}'), 0)) AS above, (SELECT COUNT(*) FROM term_points o INDEXED BY term_points_board WHERE o.term_id = '${currentTerm.id}' AND o.points > 0 AND o.shown = 1) AS ranked FROM users me WHERE me.id = '${viewer}'`,
    "all time, top 50":
      "SELECT u.id, u.username, u.first_name, u.last_name, u.points FROM users u INDEXED BY users_leaderboard WHERE u.show_on_leaderboard = 1 AND u.points > 0 ORDER BY u.points DESC, u.id LIMIT 50",
    "all time, viewer's standing": `SELECT me.id, me.points, (SELECT COUNT(*) FROM users o INDEXED BY users_leaderboard WHERE o.show_on_leaderboard = 1 AND o.points > 0 AND o.points > me.points AND o.id <> me.id) AS above, (SELECT COUNT(*) FROM users o INDEXED BY users_leaderboard WHERE o.show_on_leaderboard = 1 AND o.points > 0) AS ranked FROM users me WHERE me.id = '${viewer}'`,
    "a member's history, newest 20": `SELECT l.id, l.delta, (SELECT t.id FROM terms t WHERE t.starts_at <= l.occurred_at AND t.ends_at > l.occurred_at) AS termId, e.slug, a.username FROM points_ledger l LEFT JOIN events e ON e.id = l.event_id LEFT JOIN users a ON a.id = l.actor_id WHERE l.user_id = '${memberId(3)}' ORDER BY l.id DESC LIMIT 20`,
  };
  console.log("\nQuery plans and time in SQLite (D1 local, through wrangler d1 execute):");
  for (const [name, text] of Object.entries(boardSql)) {
    const plan = query(persist, `EXPLAIN QUERY PLAN ${text}`)
      .results.map((r) => `    ${String(r.detail)}`)
      .join("\n");
    const run = query(persist, text);
    console.log(`  ${name}: ${run.meta.duration} ms in SQLite\n${plan}`);
  }

  ensureAssetsDir(); // wrangler dev wants the assets folder, even empty
  app = await startWorker(["--var", "EMAIL_TRANSPORT:outbox", "--var", "PASSWORD_BREACH_CHECK:off", "--persist-to", persist], PORT, "/api/terms");
  const officer = await signIn(app.url, "member0", PASSWORD);
  const viewers: string[] = [];
  for (let i = 0; i < CONCURRENCY; i += 1) viewers.push(await signIn(app.url, `member${4321 + i}`, PASSWORD));
  const burstCookies: string[] = [];
  for (const i of burst) burstCookies.push(await signIn(app.url, `member${i}`, PASSWORD));

  const appUrl = app.url;
  const url = (path: string) => new URL(path, appUrl);
  const scenarios: Record<string, (client: number) => LoadRequest> = {
    // Baselines: what any signed-in request costs here (the session check), and a one-query public read.
    "GET /api/auth/session (baseline)": (client) => ({ url: url("/api/auth/session"), init: { headers: { Cookie: viewers[client]! } } }),
    "GET /api/terms (baseline, no session)": () => ({ url: url("/api/terms") }),
    "GET /api/leaderboard (current term)": (client) => ({ url: url("/api/leaderboard?term=current"), init: { headers: { Cookie: viewers[client]! } } }),
    "GET /api/leaderboard?term=all": (client) => ({ url: url("/api/leaderboard?term=all"), init: { headers: { Cookie: viewers[client]! } } }),
    [`GET /api/users/{id}/points (${memberId(3)})`]: () => ({ url: url(`/api/users/${memberId(3)}/points`), init: { headers: { Cookie: officer } } }),
  };
  for (const next of Object.values(scenarios)) await load(next, { durationMs: 1000, concurrency: CONCURRENCY }); // warm-up
  const results: Record<string, { single: LoadSummary; many: LoadSummary }> = {};
  for (const [name, next] of Object.entries(scenarios)) {
    const single: LoadResult[] = [];
    const many: LoadResult[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      single.push(await load(next, { durationMs: DURATION_MS, concurrency: 1 }));
      many.push(await load(next, { durationMs: DURATION_MS, concurrency: CONCURRENCY }));
    }
    results[name] = { single: summary(single), many: summary(many) };
  }

  // The burst: the display's code now, 150 members at once, then 50 of them again.
  const display = (await (await fetch(url(`/api/events/${live.id}/checkin-display`), { headers: { Cookie: officer } })).json()) as { data: { secret: string } };
  const code = totp(display.data.secret, Date.now());
  const checkin = (cookie: string): LoadRequest => ({
    url: url(`/api/events/${live.id}/checkin`),
    init: { method: "POST", headers: { "Content-Type": "application/json", Cookie: cookie }, body: JSON.stringify({ code }) },
  });
  const firsts = await burstOf(burstCookies.map(checkin), BURST_CONCURRENCY);
  const repeats = await burstOf(burstCookies.slice(0, BURST_REPEATS).map(checkin), BURST_CONCURRENCY);
  app.stop();
  app = undefined;

  const awarded = query(persist, `SELECT COUNT(*) AS rows, COUNT(DISTINCT user_id) AS members FROM points_ledger WHERE event_id = '${live.id}'`).results[0]!;
  const drift = query(
    persist,
    "SELECT COUNT(*) AS n FROM users u WHERE u.points <> COALESCE((SELECT SUM(l.delta) FROM points_ledger l WHERE l.user_id = u.id), 0)",
  ).results[0]!.n;

  console.log(
    `\n${counted.members} members, ${counted.events} events, ${counted.ledger} ledger rows · ${ROUNDS} rounds of ${DURATION_MS} ms (medians) · load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(" ")} on ${availableParallelism()} cores`,
  );
  for (const [name, r] of Object.entries(results)) {
    console.log(row(`${name}, 1 client`, r.single));
    console.log(row(`${name}, ${CONCURRENCY} clients`, r.many));
  }
  const failed = (burstResult: BurstResult, expected: number) => burstResult.statuses.filter((status) => status !== expected).length;
  const burstRow = (name: string, r: BurstResult, expected: number) =>
    `${name.padEnd(40)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${r.p50.toFixed(2).padStart(6)} ms   p99 ${r.p99.toFixed(2).padStart(7)} ms   ${r.requests} in ${r.seconds.toFixed(1)} s   errors ${failed(r, expected)}`;
  console.log(burstRow(`burst: ${BURST} check-ins, ${BURST_CONCURRENCY} at a time`, firsts, 201));
  console.log(burstRow(`burst: ${BURST_REPEATS} repeats (200 already)`, repeats, 200));
  console.log(
    `awards for the burst's event: ${awarded.rows} rows for ${awarded.members} members (expected ${BURST} and ${BURST}); members whose total ≠ sum of their rows: ${drift}`,
  );
  const p50s = Object.entries(results)
    .filter(([name]) => name.includes("leaderboard"))
    .map(([, r]) => r.single.p50);
  console.log(`leaderboard p50 (1 client): ${p50s.map((p) => p.toFixed(1)).join(" ms, ")} ms — budget 50 ms ${median(p50s) < 50 ? "✓" : "✗"}`);
  const ok =
    failed(firsts, 201) === 0 &&
    failed(repeats, 200) === 0 &&
    awarded.rows === BURST &&
    awarded.members === BURST &&
    drift === 0 &&
    firsts.seconds < 60 &&
    p50s.every((p) => p < 50) &&
    Object.values(results).every((r) => r.single.failures + r.many.failures === 0);
  if (!ok) process.exitCode = 1;
} finally {
  app?.stop();
  rmSync(persist, { recursive: true, force: true });
  rmSync(dir, { recursive: true, force: true });
}
