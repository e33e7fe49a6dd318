import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

/**
 * The officers' safety net: content edits that break a schema stop
 * `npm run build` (scripts/build.ts) before anything is built, with a
 * message that names the file, the entry and the field. Each case edits a
 * copy of the project as an officer would edit the real one.
 */
const root = path.resolve(import.meta.dirname, "../..");
const copies: string[] = [];

afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of what the build reads, sharing the project's node_modules. */
function projectCopy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "content-build-"));
  copies.push(dir);
  for (const entry of ["src", "scripts", "public", "react-router.config.ts", "vite.config.ts", "package.json"]) {
    cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  }
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
}

function edit(dir: string, file: string, change: (text: string) => string) {
  const full = path.join(dir, file);
  const before = readFileSync(full, "utf8");
  const after = change(before);
  expect(after, `the edit of ${file} changed nothing`).not.toBe(before);
  writeFileSync(full, after);
}

function build(dir: string) {
  const result = spawnSync(process.execPath, ["scripts/build.ts"], { cwd: dir, encoding: "utf8", timeout: 60_000 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

function expectStopped(dir: string, ...lines: RegExp[]) {
  const { status, output } = build(dir);
  expect(status, output).toBe(1);
  expect(output).toContain("nothing was built");
  for (const line of lines) expect(output).toMatch(line);
  expect(output).not.toMatch(/RangeError|\n\s+at /);
  expect(existsSync(path.join(dir, "build.next")) || existsSync(path.join(dir, "build"))).toBe(false);
}

// Each case starts a real build (Node, Vite): seconds, more on a busy machine.
// (Events are no longer content: officers make them on the site, where the
// API checks each field; the old events file is the local seed's sample
// data, checked by scripts/seed/events.test.ts.)
describe("npm run build stops on broken content", { timeout: 60_000 }, () => {
  it('a board member with a 27-character bio and the year "Senior"', () => {
    const dir = projectCopy();
    edit(dir, "src/content/board.ts", (text) =>
      text.replace(/bio:\s*"[^"]*"/, 'bio: "Loves dumplings and robots."').replace(/year: "[^"]+"/, 'year: "Senior"'),
    );
    expectStopped(
      dir,
      /src\/content\/board\.ts › entry 1 \([^)]+\) › bio: write at least 40 characters \(this has 27\)/,
      /src\/content\/board\.ts › entry 1 \([^)]+\) › year: must be one of .*\(it is "Senior"\)/,
    );
  });

  it('a blog post dated "April 25, 2027" with capitalised tags', () => {
    const dir = projectCopy();
    edit(dir, "src/content/blog/first-year-advice.md", (text) =>
      text.replace(/^date: .*$/m, "date: April 25, 2027").replace(/^tags: .*$/m, "tags: [Career, Advice]"),
    );
    expectStopped(
      dir,
      /src\/content\/blog\/first-year-advice\.md › date: write dates as YYYY-MM-DD/,
      /src\/content\/blog\/first-year-advice\.md › tags entry 1 \("Career"\): Use lower-case words joined by hyphens\./,
    );
  });

  it("an identity file with a stray quote: where, and what usually causes it, in a few lines", () => {
    const dir = projectCopy();
    edit(dir, "src/site.config.ts", (text) => text.replace(/(\n\s*university: "[^"\n]*)",/, "$1,"));
    const line =
      readFileSync(path.join(dir, "src/site.config.ts"), "utf8")
        .split("\n")
        .findIndex((text) => /^\s*university:/.test(text)) + 1;
    const { status, output } = build(dir);
    expect(status, output).toBe(1);
    expect(output).toContain("nothing was built");
    expect(output).toMatch(
      new RegExp(
        `src/site\\.config\\.ts:${line}:\\d+: Unterminated string — the file is TypeScript: check this line and the one before for a missing or extra quote`,
      ),
    );
    // Not the bundler's page of frames: a handful of lines in all.
    expect(output.trim().split("\n").length, output).toBeLessThan(12);
    expect(output).not.toContain("\u001b[");
    expect(output).not.toMatch(/╭|\n\s+at /);
  });

  it("an identity file with a category name too long and a timeline out of order: one line each, with the fix", () => {
    const dir = projectCopy();
    edit(dir, "src/site.config.ts", (text) =>
      text
        .replace(/eventCategories: \{/, 'eventCategories: {\n    "A kind of event whose name is far too long for a filter": 5,')
        .replace(/founded: \d+,/, "founded: 1976,"),
    );
    edit(dir, "src/site.config.ts", (text) => text.replace(/timeline: \[\n(\s*\{ year: )\d+/, "timeline: [\n$12031"));
    expectStopped(
      dir,
      /src\/site\.config\.ts › site\.eventCategories\["A kind of event whose name is far too long for a filter"\]: must be 1 to 40 characters — shorten it/,
      /src\/site\.config\.ts › about\.timeline\[0\]\.year: must not be after \d{4} — write the year it happened/,
    );
  });

  it("a blog post in a file whose name has spaces", () => {
    const dir = projectCopy();
    const blog = path.join(dir, "src/content/blog");
    renameSync(path.join(blog, "first-year-advice.md"), path.join(blog, "First Year Advice.md"));
    expectStopped(dir, /src\/content\/blog\/First Year Advice\.md: the file name must be lower-case words joined by hyphens/);
  });
});

describe("a build as another identity", () => {
  it("names the identities SITE_IDENTITY takes when it names none of them, and builds nothing", () => {
    const dir = projectCopy();
    const result = spawnSync(process.execPath, ["scripts/build.ts"], {
      cwd: dir,
      encoding: "utf8",
      timeout: 60_000,
      env: { ...process.env, SITE_IDENTITY: "nope" },
    });
    expect(result.status).toBe(1);
    expect(`${result.stdout}${result.stderr}`).toContain("SITE_IDENTITY=nope names no identity; it takes other.");
    expect(existsSync(path.join(dir, "build.next")) || existsSync(path.join(dir, "build"))).toBe(false);
  });
});

describe("a build that fails", { timeout: 120_000 }, () => {
  it("leaves the previous build in place (a running preview keeps serving it)", () => {
    const dir = projectCopy();
    const previous = path.join(dir, "build/client/index.html");
    writeFileSync(path.join(dir, "src/app/routes/about.tsx"), "export default function About( {\n");
    spawnSync("mkdir", ["-p", path.dirname(previous)]);
    writeFileSync(previous, "<!doctype html><title>the previous build</title>");
    const { status, output } = build(dir);
    expect(status, output).not.toBe(0);
    expect(output).toContain("the previous build in build/ is untouched");
    expect(readFileSync(previous, "utf8")).toContain("the previous build");
    expect(existsSync(path.join(dir, "build.next"))).toBe(false);
  });
});
