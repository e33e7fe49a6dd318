import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Decision records stay true only if what cites them points at something:
 * every `docs/decisions/NNN-….md` path and every "decision NNN" in the code
 * and the docs must name a record that exists.
 */
const root = path.resolve(import.meta.dirname, "../..");
const decisionsDir = path.join(root, "docs/decisions");
const SCANNED = ["src", "worker", "scripts", "bench", "tests", "docs", "migrations", "README.md", "wrangler.toml", "react-router.config.ts", "vite.config.ts", "vitest.config.ts"];
const TEXT = /\.(ts|tsx|mjs|js|md|sql|toml|css)$/;

function filesUnder(entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return TEXT.test(full) ? [full] : [];
  return readdirSync(full, { recursive: true, encoding: "utf8" })
    .map((name) => path.join(full, name))
    .filter((file) => TEXT.test(file) && !file.includes(`${path.sep}node_modules${path.sep}`) && statSync(file).isFile());
}

const records = readdirSync(decisionsDir).filter((name) => /^\d{3}-.+\.md$/.test(name));
const numbers = new Set(records.map((name) => name.slice(0, 3)));

function citations() {
  const found: { file: string; cited: string; ok: boolean }[] = [];
  for (const file of SCANNED.flatMap(filesUnder)) {
    const text = readFileSync(file, "utf8");
    const where = path.relative(root, file);
    for (const match of text.matchAll(/decisions\/(\d{3}-[a-z0-9-]+\.md)/g)) {
      found.push({ file: where, cited: match[1]!, ok: records.includes(match[1]!) });
    }
    for (const match of text.matchAll(/\bdecisions? (\d{3})\b/gi)) {
      found.push({ file: where, cited: `decision ${match[1]}`, ok: numbers.has(match[1]!) });
    }
  }
  return found;
}

describe("decision records", () => {
  it("every citation names a record that exists", () => {
    const all = citations();
    expect(all.length).toBeGreaterThan(5);
    expect(all.filter((c) => !c.ok).map((c) => `${c.file} cites ${c.cited}`)).toEqual([]);
  });

  it("no two records share a number (a citation by number must name one record)", () => {
    const shared = [...numbers].filter((number) => records.filter((name) => name.startsWith(`${number}-`)).length > 1);
    expect(shared).toEqual([]);
  });

  it("every record has a title line and a date", () => {
    for (const name of records) {
      const text = readFileSync(path.join(decisionsDir, name), "utf8");
      expect(text, name).toMatch(new RegExp(`^# ${name.slice(0, 3)} — `));
      expect(text, name).toMatch(/Date: \d{4}-\d{2}-\d{2}/);
    }
  });
});
