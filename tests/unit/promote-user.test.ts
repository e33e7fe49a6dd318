import { spawnSync } from "node:child_process";
import { globSync, rmSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migratedDatabase } from "./support/migrated-database";

/**
 * `npm run user:promote` against a throwaway local database, as the README uses it: a copy of one
 * migrated by wrangler (tests/unit/support/migrated-database.ts), which the script goes through; the test itself reads and writes the local
 * database's SQLite file directly (each wrangler start costs seconds, several under load).
 */
const root = path.resolve(import.meta.dirname, "../..");
let persistTo: string;

/** Runs SQL on the local D1 database's file (wrangler keeps it under --persist-to). */
function sql<T>(statement: string): T[] {
  const [file] = globSync("v3/d1/miniflare-D1DatabaseObject/*.sqlite", { cwd: persistTo }).filter((name) => !name.endsWith("metadata.sqlite"));
  const db = new DatabaseSync(path.join(persistTo, file!));
  try {
    return db.prepare(statement).all() as T[];
  } finally {
    db.close();
  }
}

function promote(...args: string[]) {
  const result = spawnSync(process.execPath, ["scripts/promote-user.ts", ...args], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, PERSIST_TO: persistTo },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const roles = () => sql<{ roles: string }>("SELECT roles FROM users WHERE id = 'u1'")[0]?.roles;

beforeAll(async () => {
  persistTo = await migratedDatabase("promote");
  sql(
    "INSERT INTO users (id, username, email, password_hash, roles, time_added, time_updated) VALUES ('u1', 'hana.suzuki', 'hana@example.edu', 'x', 'member', 0, 0)",
  );
}, 200_000);

afterAll(() => rmSync(persistTo, { recursive: true, force: true }));

// Each run of the script starts wrangler once or twice: seconds each, more on a busy machine.
describe("npm run user:promote", { timeout: 180_000 }, () => {
  it("says there is no such member and exits non-zero when the username is mistyped", () => {
    const { status, output } = promote("hana.suzki");
    expect(status).toBe(1);
    expect(output).toContain('No member with the username "hana.suzki"');
    expect(output).not.toMatch(/is now an admin/);
    expect(roles()).toBe("member");
  });

  it("grants admin whatever the case of the name, and --revoke takes only that role away", () => {
    expect(promote("Hana.Suzuki")).toMatchObject({ status: 0, output: expect.stringContaining("hana.suzuki is now an admin") });
    expect(roles()).toBe("admin,member");
    expect(promote("hana.suzuki", "--revoke")).toMatchObject({ status: 0, output: expect.stringContaining("no longer an admin") });
    expect(roles()).toBe("member");
  });
});
