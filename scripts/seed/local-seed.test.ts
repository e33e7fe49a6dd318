import { pbkdf2Sync } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { UUID_SOURCE } from "../../src/shared/ids";
import { EVENTS } from "./events";
import { hashPassword, localSeedSql, SAMPLE_ACCOUNTS, SEED_PBKDF2_ITERATIONS, sampleEmail } from "./local-seed";

describe("the local seed", () => {
  it("hashes passwords as the Worker stores them (PBKDF2-SHA256, 100,000 iterations, base64url)", () => {
    expect(SEED_PBKDF2_ITERATIONS).toBe(100_000);
    const salt = Buffer.from("0123456789abcdef");
    const stored = hashPassword("member-dev-password", salt);
    const [algorithm, iterations, saltText, hash] = stored.split("$");
    expect([algorithm, iterations, saltText]).toEqual(["pbkdf2-sha256", "100000", salt.toString("base64url")]);
    expect(hash).toBe(pbkdf2Sync("member-dev-password", salt, 100_000, 32, "sha256").toString("base64url"));
    expect(stored).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
  });

  it("writes every sample account, every event and their RSVPs, quoting text safely", () => {
    const sql = localSeedSql(new Date());
    expect(sql.filter((s) => s.startsWith("INSERT OR IGNORE INTO users"))).toHaveLength(SAMPLE_ACCOUNTS.length);
    expect(sql.filter((s) => s.startsWith("INSERT INTO events"))).toHaveLength(EVENTS.length);
    expect(sql.filter((s) => s.startsWith("INSERT INTO event_rsvps")).length).toBeGreaterThan(EVENTS.length);
    expect(sql.join("\n")).toContain("SET''s solar weather stations");
    for (const statement of sql) expect(statement.endsWith(";")).toBe(true);
    expect(SAMPLE_ACCOUNTS.map((a) => a.roles)).toEqual(expect.arrayContaining(["admin,member", "member,officer", "member"]));
  });
});

describe("the curl recipe of docs/api.md against the seeded database", () => {
  it("signs up someone the seed does not have (a seeded name or address answers 409)", () => {
    const recipe = readFileSync(path.resolve(import.meta.dirname, "../../docs/api.md"), "utf8").split("## Try it with curl")[1]!;
    const signup = JSON.parse(recipe.match(/api\/auth\/signup[^\n]*\n\s*-d '([^']*)'/)![1]!) as { username: string; email: string };
    expect(SAMPLE_ACCOUNTS.map((account) => account.username)).not.toContain(signup.username);
    expect(SAMPLE_ACCOUNTS.map((account) => sampleEmail(account.username))).not.toContain(signup.email);
    expect(recipe).toContain(`outbox?to=${signup.email}`);
  });
});

describe("the local seed in a database migrated as D1 is", () => {
  it("runs after every migration and leaves terms, check-ins and a consistent ledger, with points in the current term", async () => {
    const { DatabaseSync } = await import("node:sqlite");
    const db = new DatabaseSync(":memory:");
    db.exec("PRAGMA foreign_keys = ON;");
    const dir = path.resolve(import.meta.dirname, "../../migrations");
    for (const file of readdirSync(dir)
      .filter((name) => name.endsWith(".sql"))
      .sort())
      db.exec(readFileSync(path.join(dir, file), "utf8"));
    const today = new Date();
    for (const statement of localSeedSql(today)) db.exec(statement);

    const one = <T>(sql: string) => db.prepare(sql).get() as T;
    const all = (sql: string) => db.prepare(sql).all();
    expect(one<{ n: number }>("SELECT COUNT(*) AS n FROM terms").n).toBe(3);
    const current = one<{ id: string } | undefined>(`SELECT id FROM terms WHERE starts_at <= ${today.getTime()} AND ends_at > ${today.getTime()}`);
    expect(current).toBeDefined();
    expect(one<{ n: number }>(`SELECT COUNT(*) AS n FROM term_points WHERE term_id = '${current!.id}' AND points > 0`).n).toBeGreaterThan(0);
    expect(one<{ n: number }>("SELECT COUNT(*) AS n FROM event_rsvps WHERE attended_at IS NOT NULL").n).toBeGreaterThan(5);
    expect(one<{ n: number }>("SELECT COUNT(*) AS n FROM event_rsvps WHERE walk_in = 1").n).toBeGreaterThan(0);
    // The invariants the Worker keeps: totals are the ledger's sums, each check-in has its award,
    // never more going than the capacity, and every event has its check-in secret.
    expect(all("SELECT u.id FROM users u WHERE u.points <> COALESCE((SELECT SUM(l.delta) FROM points_ledger l WHERE l.user_id = u.id), 0)")).toEqual([]);
    expect(
      all(`SELECT tp.id FROM term_points tp JOIN terms t ON t.id = tp.term_id
           WHERE tp.points <> (SELECT SUM(l.delta) FROM points_ledger l WHERE l.user_id = tp.user_id AND l.occurred_at >= t.starts_at AND l.occurred_at < t.ends_at)`),
    ).toEqual([]);
    expect(
      all(
        "SELECT r.id FROM event_rsvps r WHERE (r.attended_at IS NOT NULL) <> EXISTS (SELECT 1 FROM points_ledger l WHERE l.event_id = r.event_id AND l.user_id = r.user_id)",
      ),
    ).toEqual([]);
    expect(all("SELECT id FROM events WHERE capacity IS NOT NULL AND going_count > capacity")).toEqual([]);
    expect(all("SELECT id FROM events WHERE length(checkin_secret) <> 64")).toEqual([]);
    // Ids as the Worker gives new rows theirs (newId(), decision 158), not the old `ev_…`/`tm_…`.
    const ids = ["users", "events", "terms", "content_items"].flatMap((table) =>
      (all(`SELECT id FROM ${table}`) as { id: string }[]).map(({ id }) => `${table} ${id}`),
    );
    expect(ids.length).toBeGreaterThan(30);
    expect(ids.filter((row) => !new RegExp(`^\\w+ ${UUID_SOURCE}$`).test(row))).toEqual([]);
    expect(one<{ n: number }>("SELECT COUNT(*) AS n FROM users WHERE points > 0").n).toBeGreaterThanOrEqual(4);
    db.close();
  });
});
