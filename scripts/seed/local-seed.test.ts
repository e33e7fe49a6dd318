import { pbkdf2Sync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { EVENTS } from "./events";
import { hashPassword, localSeedSql, SAMPLE_ACCOUNTS, SEED_PBKDF2_ITERATIONS } from "./local-seed";

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
    const sql = localSeedSql(new Date("2026-11-23T12:00:00Z"));
    expect(sql.filter((s) => s.startsWith("INSERT OR IGNORE INTO users"))).toHaveLength(SAMPLE_ACCOUNTS.length);
    expect(sql.filter((s) => s.startsWith("INSERT INTO events"))).toHaveLength(EVENTS.length);
    expect(sql.filter((s) => s.startsWith("INSERT INTO event_rsvps")).length).toBeGreaterThan(EVENTS.length);
    expect(sql.join("\n")).toContain("SET''s solar weather stations");
    for (const statement of sql) expect(statement.endsWith(";")).toBe(true);
    expect(SAMPLE_ACCOUNTS.map((a) => a.roles)).toEqual(expect.arrayContaining(["admin,member", "member,officer", "member"]));
  });
});
