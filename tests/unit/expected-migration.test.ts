import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

// Read as text: the constant belongs to the Worker's code, which this Node project does not compile.
it("worker/features/health/db/expected-migration.ts names the newest migration file", () => {
  const source = readFileSync(path.join(root, "worker/features/health/db/expected-migration.ts"), "utf8");
  const named = /EXPECTED_MIGRATION = "([^"]+)"/.exec(source)?.[1];
  const files = readdirSync(path.join(root, "migrations")).filter((file) => file.endsWith(".sql"));
  expect(named).toBe(files.sort().at(-1));
});
