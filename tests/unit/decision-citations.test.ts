import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Records and comments stay true only if what they cite is there, in a clone
 * of this repository: every `docs/…` path and every "decision NNN" in the
 * code and the docs must name a file that exists, every source path a record,
 * a guide, the README or a measurement in bench/ names (`worker/…`, `src/…`, `scripts/…`, `tests/…`,
 * `bench/…`, `migrations/…`, `public/…`) must be there, every relative link in the
 * Markdown (docs/ and README.md) must reach one, and nothing may cite the
 * folders around the repository (a `shared/` folder of notes and the first
 * specification, `../shared/…`), which a clone does not have: the rules are
 * in docs/product.md, the facts are written where they are used.
 */
const root = path.resolve(import.meta.dirname, "../..");
const decisionsDir = path.join(root, "docs/decisions");
const SCANNED = [
  "src",
  "worker",
  "scripts",
  "bench",
  "tests",
  "docs",
  "migrations",
  "README.md",
  "wrangler.toml",
  "react-router.config.ts",
  "vite.config.ts",
  "vitest.config.ts",
  "package.json",
];
const TEXT = /\.(ts|tsx|mjs|js|md|sql|toml|css|json)$/;
/** This file names what it refuses. */
const SELF = path.relative(root, import.meta.filename);

function filesUnder(entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return TEXT.test(full) ? [full] : [];
  return readdirSync(full, { recursive: true, encoding: "utf8" })
    .map((name) => path.join(full, name))
    .filter((file) => TEXT.test(file) && !file.includes(`${path.sep}node_modules${path.sep}`) && statSync(file).isFile());
}

const files = SCANNED.flatMap(filesUnder)
  .map((file) => ({ where: path.relative(root, file), text: readFileSync(file, "utf8") }))
  .filter((file) => file.where !== SELF);
const markdown = files.filter((file) => file.where.endsWith(".md") && (file.where.startsWith(`docs${path.sep}`) || file.where === "README.md"));
/** The measurements records link to (bench/results/NNN.md): held to the same rules as the docs. */
const measurements = files.filter((file) => file.where.endsWith(".md") && file.where.startsWith(`bench${path.sep}`));

const records = readdirSync(decisionsDir).filter((name) => /^\d{3}-.+\.md$/.test(name));
const numbers = new Set(records.map((name) => name.slice(0, 3)));

type Citation = { file: string; cited: string; ok: boolean };

function decisionCitations(): Citation[] {
  const found: Citation[] = [];
  for (const { where, text } of files) {
    for (const match of text.matchAll(/decisions\/(\d{3}-[a-z0-9-]+\.md)/g)) {
      found.push({ file: where, cited: match[1]!, ok: records.includes(match[1]!) });
    }
    for (const match of text.matchAll(/\bdecisions? (\d{3})\b/gi)) {
      found.push({ file: where, cited: `decision ${match[1]}`, ok: numbers.has(match[1]!) });
    }
  }
  return found;
}

/** `docs/…` written as a path from the repository's root (not the end of a URL or of another folder's path). */
function docsPaths(): Citation[] {
  const found: Citation[] = [];
  for (const { where, text } of files) {
    for (const match of text.matchAll(/(?<![\w./~-])docs\/[\w./-]*[\w/]/g)) {
      found.push({ file: where, cited: match[0], ok: existsSync(path.join(root, match[0])) });
    }
  }
  return found;
}

/**
 * Source paths named in the Markdown (docs/, README.md and the measurements in bench/), written from the
 * repository's root: `worker/features/auth/services/verification.ts`,
 * `src/shared/time/`, `public/sw.js`, `tests/e2e/*.ts` (up to the wildcard). A placeholder
 * such as `src/features/<name>/` is checked up to the placeholder. A file
 * that is gone is described in words, not named by a path that leads nowhere.
 */
function sourcePaths(): Citation[] {
  const found: Citation[] = [];
  for (const { where, text } of [...markdown, ...measurements]) {
    for (const match of text.matchAll(/(?<![\w./~@-])(?:src|worker|scripts|tests|bench|migrations|public)\/[\w./[\]$-]*[\w]/g)) {
      found.push({ file: where, cited: match[0], ok: existsSync(path.join(root, match[0])) });
    }
  }
  return found;
}

/** Markdown links to files, relative to the Markdown file (web addresses, the site's own paths such as `/events` and anchors aside). */
function markdownLinks(): Citation[] {
  const found: Citation[] = [];
  for (const { where, text } of [...markdown, ...measurements]) {
    for (const match of text.matchAll(/\]\(([^)\s#]+)(?:#[^)\s]*)?\)/g)) {
      const target = match[1]!;
      if (/^[a-z][a-z+.-]*:/i.test(target) || target.startsWith("/")) continue;
      const resolved = path.resolve(root, path.dirname(where), target);
      found.push({ file: where, cited: target, ok: resolved.startsWith(root + path.sep) && existsSync(resolved) });
    }
  }
  return found;
}

/**
 * Citations of what lies outside the repository: a `shared/` path that is not
 * the repository's own `src/shared/` (`shared/docs/…`, or `../shared/…` that
 * leaves the repository or reaches nothing), and the outside documents by name.
 */
function outsideCitations(): string[] {
  const found: string[] = [];
  const outsideNames = /\b(?:platform[- ]notes|events-and-points|product-spec)\b|(?<![\w./-])style\.md\b|\bspec §\d|\bthe spec(?:'s)?\b/gi;
  for (const { where, text } of files) {
    for (const match of text.matchAll(/(?<![\w./~@-])shared\/[\w./-]*/g)) found.push(`${where} cites ${match[0]}`);
    for (const match of text.matchAll(/(?<![\w.-])((?:\.\.\/)+)shared\/[\w./-]*[\w]/g)) {
      const resolved = path.resolve(root, path.dirname(where), match[0]);
      const reaches = [resolved, `${resolved}.ts`, `${resolved}.tsx`].some((file) => existsSync(file));
      if (!resolved.startsWith(root + path.sep) || !reaches) found.push(`${where} cites ${match[0]}`);
    }
    for (const match of text.matchAll(outsideNames)) found.push(`${where} cites ${match[0]}`);
  }
  return found;
}

describe("citations", () => {
  it("every citation of a decision names a record that exists", () => {
    const all = decisionCitations();
    expect(all.length).toBeGreaterThan(5);
    expect(all.filter((c) => !c.ok).map((c) => `${c.file} cites ${c.cited}`)).toEqual([]);
  });

  it("every docs/ path cited in the code and the docs exists", () => {
    const all = docsPaths();
    expect(all.length).toBeGreaterThan(5);
    expect(all.filter((c) => !c.ok).map((c) => `${c.file} cites ${c.cited}`)).toEqual([]);
  });

  it("every source path named in docs/, README.md and bench/'s Markdown exists", () => {
    const all = sourcePaths();
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter((c) => !c.ok).map((c) => `${c.file} names ${c.cited}`)).toEqual([]);
  });

  it("every relative link in docs/, README.md and bench/'s Markdown reaches a file in the repository", () => {
    const all = markdownLinks();
    expect(all.length).toBeGreaterThan(5);
    expect(all.filter((c) => !c.ok).map((c) => `${c.file} links ${c.cited}`)).toEqual([]);
  });

  it("nothing cites the folders around the repository, which a clone does not have", () => {
    expect(outsideCitations()).toEqual([]);
  });
});

describe("decision records", () => {
  it("no two records share a number (a citation by number must name one record)", () => {
    const shared = [...numbers].filter((number) => records.filter((name) => name.startsWith(`${number}-`)).length > 1);
    expect(shared).toEqual([]);
  });

  it("docs/README.md, the docs' index, lists every record under its area", () => {
    const index = readFileSync(path.join(root, "docs/README.md"), "utf8");
    expect(records.filter((name) => !index.includes(`](decisions/${name})`))).toEqual([]);
  });

  it("every record has a title line and a date", () => {
    for (const name of records) {
      const text = readFileSync(path.join(decisionsDir, name), "utf8");
      expect(text, name).toMatch(new RegExp(`^# ${name.slice(0, 3)} — `));
      expect(text, name).toMatch(/Date: \d{4}-\d{2}-\d{2}/);
    }
  });
});
