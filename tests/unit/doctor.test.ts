import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { HEALTH_CHECK_TITLES } from "../../src/shared/health";
import { migratedDatabase } from "./support/migrated-database";

/**
 * `npm run doctor` (decision 076) on a fresh local database: the health
 * page's rows, in the same words, with the exit code saying whether any is
 * a problem (here: no admin yet).
 */
let persist: string;
beforeAll(async () => {
  persist = await migratedDatabase("doctor");
}, 200_000);
afterAll(() => rmSync(persist, { recursive: true, force: true }));

it("prints every row of the health page for the local database, and fails on a problem", { timeout: 120_000 }, () => {
  const env = { ...process.env, CI: "true", PERSIST_TO: persist };
  const doctor = spawnSync("npm", ["run", "--silent", "doctor"], { encoding: "utf8", env });
  const output = doctor.stdout;
  for (const title of Object.values(HEALTH_CHECK_TITLES)) expect(output).toContain(`${title}: `);
  expect(output).toContain("✓ OK      Database: Every migration is applied");
  expect(output).toContain("✖ Problem Admins: No account is an admin yet.");
  expect(output).toContain("What to do: Put your address in ADMIN_EMAILS");
  expect(output).toContain("1 problem.");
  expect(doctor.status).toBe(1);
});

it("on an empty local database says to run npm run dev, never to deploy, and calls the scheduled job hourly", { timeout: 120_000 }, () => {
  const empty = mkdtempSync(path.join(tmpdir(), "doctor-empty-"));
  try {
    const doctor = spawnSync("npm", ["run", "--silent", "doctor"], { encoding: "utf8", env: { ...process.env, CI: "true", PERSIST_TO: empty } });
    const output = doctor.stdout;
    expect(output).toContain("Mail queue: The database has no mail queue yet.");
    expect(output).toContain("What to do: Run npm run dev: it applies the migrations to the local database first.");
    expect(output).toContain("What to do: Run npm run dev (or npm run db:migrate)");
    expect(output).not.toMatch(/Deploy again|npm run deploy/);
    expect(output).toContain("The scheduled job (every hour; its clean-up once a day) has not run yet");
    expect(output).not.toContain("(once a day)");
    expect(doctor.status).toBe(1);
  } finally {
    rmSync(empty, { recursive: true, force: true });
  }
});
