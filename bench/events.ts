// `npm run bench:events`: requests/s and latency of the events' hot paths in
// the local runtime (workerd under `wrangler dev`, minified like production),
// with 500 events and 5,000 RSVPs in a fresh local database:
// - GET /api/events for visitors, served from the isolate's cache (the same
//   list again and again; also with 10 events instead of 100), and uncached (a new query string each time, so
//   every request reads D1);
// - GET /api/events for a signed-in member (never cached);
// - PUT /api/events/{id}/rsvp, each request a new RSVP (one D1 batch).
// CI never runs benchmarks; the figures go in the report and decision 021.
import { pbkdf2Sync, randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { load, row, signIn, startWorker, summary, wrangler, type LoadRequest, type LoadResult, type LocalWorker } from "./local-worker.ts";

const DURATION_MS = Number(process.env.BENCH_MS ?? 4000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const ROUNDS = 3;
const PORT = Number(process.env.BENCH_EVENTS_PORT ?? 8796);
const EVENTS = 500;
const MEMBERS = 1000;
const RSVPS_PER_EVENT = 10; // 5,000 RSVPs
const BENCH_MEMBERS = CONCURRENCY * (ROUNDS + 1);
const PASSWORD = "bench password";
const DAY = 86_400_000;

/** A row of SQL values, each already written as SQL. */
type SqlRow = (string | number)[];

const sqlText = (value: string | null) => (value === null ? "NULL" : `'${String(value).replace(/'/g, "''")}'`);
const values = (rows: SqlRow[]) => rows.map((r) => `(${r.join(", ")})`).join(",\n");
function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** The Worker's password format (worker/lib/passwords.ts). */
function passwordHash(password: string): string {
  const salt = randomBytes(16);
  const hash = pbkdf2Sync(password, salt, 100_000, 32, "sha256");
  return `pbkdf2-sha256$100000$${salt.toString("base64url")}$${hash.toString("base64url")}`;
}

/** 500 events from a year ago to a year ahead, 1,000 members with 10 RSVPs per event, and the bench's own members. */
function seedSql(now: number): { sql: string; upcoming: string[] } {
  const statements: string[] = [];
  const memberIds = Array.from({ length: MEMBERS }, (_, i) => `bench-member-${i}`);
  const memberRows: SqlRow[] = memberIds.map((id, i) => [sqlText(id), sqlText(`member${i}`), sqlText(`member${i}@example.edu`), sqlText("unusable"), now, now]);
  const hash = passwordHash(PASSWORD);
  const benchRows: SqlRow[] = Array.from({ length: BENCH_MEMBERS }, (_, i) => [
    sqlText(randomUUID()),
    sqlText(`bench${i}`),
    sqlText(`bench${i}@example.edu`),
    sqlText(hash),
    now,
    now,
  ]);
  for (const part of chunks([...memberRows, ...benchRows], 200)) {
    statements.push(`INSERT INTO users (id, username, email, password_hash, time_added, time_updated) VALUES\n${values(part)};`);
  }
  const categories = ["General meeting", "Professional", "Social", "Service", "Sports", "Mentorship"];
  const events = Array.from({ length: EVENTS }, (_, i) => {
    const startsAt = Math.floor((now - 365 * DAY + i * ((730 * DAY) / EVENTS)) / 1000) * 1000;
    return {
      id: `ev_bench${String(i).padStart(8, "0")}`,
      row: [
        sqlText(`ev_bench${String(i).padStart(8, "0")}`),
        sqlText(`bench-event-${i}`),
        sqlText(`Bench Event ${i}: Talks, Snacks, and Networking`),
        sqlText("A two-hour evening with a talk, questions and food. ".repeat(4).trim()),
        sqlText(categories[i % categories.length]!),
        sqlText("Keller Hall 101"),
        startsAt,
        startsAt + 2 * 3_600_000,
        i % 5 === 0 ? 12 : i % 2 === 0 ? 60 : "NULL",
        i % 3 === 0 ? 10 : 5,
        now,
        now,
      ],
      startsAt,
    };
  });
  for (const part of chunks(events, 100)) {
    statements.push(
      `INSERT INTO events (id, slug, title, description, category, location, starts_at, ends_at, capacity, points, created_at, updated_at) VALUES\n${values(part.map((e) => e.row))};`,
    );
  }
  const rsvps = events.flatMap((event, i) =>
    Array.from(
      { length: RSVPS_PER_EVENT },
      (_, k): SqlRow => [sqlText(event.id), sqlText(memberIds[(i * 7 + k) % MEMBERS]!), sqlText("going"), now - k, now - k],
    ),
  );
  for (const part of chunks(rsvps, 200)) {
    statements.push(`INSERT INTO event_rsvps (event_id, user_id, status, joined_at, updated_at) VALUES\n${values(part)};`);
  }
  return { sql: statements.join("\n"), upcoming: events.filter((e) => e.startsAt > now + DAY).map((e) => e.id) };
}

const persist = mkdtempSync(join(tmpdir(), "bench-events-"));
const dir = mkdtempSync(join(tmpdir(), "bench-events-sql-"));
let app: LocalWorker | undefined;
try {
  wrangler(["d1", "migrations", "apply", "DB", "--local", "--persist-to", persist]);
  const { sql, upcoming } = seedSql(Date.now());
  writeFileSync(join(dir, "seed.sql"), sql);
  wrangler(["d1", "execute", "DB", "--local", "--persist-to", persist, "--file", join(dir, "seed.sql")]);
  const counted = JSON.parse(
    wrangler([
      "d1",
      "execute",
      "DB",
      "--local",
      "--persist-to",
      persist,
      "--json",
      "--command",
      "SELECT (SELECT COUNT(*) FROM events) AS events, (SELECT COUNT(*) FROM event_rsvps) AS rsvps",
    ]),
  )[0].results[0];

  const worker = await startWorker(["--var", "EMAIL_TRANSPORT:outbox", "--persist-to", persist], PORT, "/api/events");
  app = worker;
  const cookies: string[] = [];
  for (let i = 0; i < BENCH_MEMBERS; i += 1) cookies.push(await signIn(worker.url, `bench${i}`, PASSWORD));
  const listUrl = new URL("/api/events", worker.url);
  const options = { durationMs: DURATION_MS, concurrency: CONCURRENCY };
  const fromBase = Math.floor((Date.now() - 365 * DAY) / 1000) * 1000;

  const scenarios: Record<string, (client: number, n: number) => LoadRequest> = {
    "GET /api/events visitor, cached": () => ({ url: listUrl }),
    // The same with a tenth of the body: how much of the time is moving 70 KB through the local proxy.
    "GET /api/events?limit=10 visitor, cached": () => ({ url: new URL("/api/events?limit=10", worker.url) }),
    // A new `from` each time: a new cache key, so every request reads D1 and renders the list.
    "GET /api/events visitor, uncached": (client, n) => ({
      url: new URL(`/api/events?from=${new Date(fromBase - (client * 1_000_000 + n) * 1000).toISOString().replace(/\.\d{3}Z$/, "Z")}`, worker.url),
    }),
    "GET /api/events signed in": (client) => ({ url: listUrl, init: { headers: { Cookie: cookies[client]! } } }),
  };
  const results: Record<string, LoadResult[]> = Object.fromEntries(Object.keys(scenarios).map((name) => [name, []]));
  const rsvpRuns: LoadResult[] = [];
  // Each round's RSVPs come from members who have not RSVPed yet, one new event per request.
  const rsvpScenario =
    (round: number) =>
    (client: number, n: number): LoadRequest => ({
      url: new URL(`/api/events/${upcoming[n % upcoming.length]}/rsvp`, worker.url),
      init: { method: "PUT", headers: { Cookie: cookies[round * CONCURRENCY + client]! } },
    });
  for (const next of Object.values(scenarios)) await load(next, { ...options, durationMs: 1000 }); // warm-up
  await load(rsvpScenario(0), { ...options, durationMs: 1000 });
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const [name, next] of Object.entries(scenarios)) results[name]!.push(await load(next, options));
    rsvpRuns.push(await load(rsvpScenario(round), options));
  }

  console.log(
    `\n${counted.events} events, ${counted.rsvps} RSVPs (before the RSVP runs) · default list of 100 events · ${CONCURRENCY} clients · ${ROUNDS} rounds of ${DURATION_MS} ms (medians)`,
  );
  for (const [name, runs] of Object.entries(results)) console.log(row(name, summary(runs)));
  console.log(row("PUT /api/events/{id}/rsvp (new RSVP)", summary(rsvpRuns)));
  const failures = [...Object.values(results).flat(), ...rsvpRuns].reduce((sum, r) => sum + r.failures, 0);
  if (failures > 0) process.exitCode = 1;
} finally {
  app?.stop();
  rmSync(persist, { recursive: true, force: true });
  rmSync(dir, { recursive: true, force: true });
}
