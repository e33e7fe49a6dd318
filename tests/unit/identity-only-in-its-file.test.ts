import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { site } from "../../src/site.config";

/**
 * A chapter is one file (issue 20, decision 089): the chapter's names, its university, its domain,
 * its time zone and its colour (and the society's name, initials and descriptive lines) appear nowhere but in the identity file and in what is allowed to
 * name them — the sample chapter's seed, the docs, the test fixtures and the lockfiles. Code and
 * tests read them from src/site.config.ts (or the seed) instead, so a fork that changes only that
 * file shows its own chapter everywhere. Under `npm run test:other-identity` the same check runs for
 * the second identity, whose names live only in its fixture.
 */

const root = path.resolve(import.meta.dirname, "../..");

/** Where the chapter may be named, by path prefix. */
const ALLOWED = [
  // The identity itself, and its mark (the drawing a fork replaces along with the identity file).
  "src/site.config.ts",
  "src/logo.svg",
  // The seed (decision 077): the sample chapter's content, and the files it is made from.
  "scripts/seed/",
  "src/content/blog/",
  "src/content/blog-posts.ts",
  "src/content/board.ts",
  "src/content/gallery.ts",
  "src/content/images/",
  "src/content/programs.ts",
  "src/content/resources.ts",
  "src/content/slides.ts",
  "src/content/sponsors.ts",
  "docs/",
  "tests/fixtures/",
  "package-lock.json",
  // Written by `wrangler types` (npm run cf-typegen): its own examples, not ours.
  "worker/worker-configuration.d.ts",
];

/**
 * The repository's address (package.json's `repository.url`, e.g. github.com/{owner}/{name}). Decision
 * 089 keeps it: it names the project where the code lives, which the deploy button and npm point at,
 * not a chapter; a fork's copy has its own address anyway. Its owner may still spell the sample
 * chapter, so it is cut out where it must be written.
 */
const repository = (JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { repository: { url: string } }).repository.url.replace(
  /^https:\/\//,
  "",
);

/**
 * Occurrences that must stay, by file, each with why. They are cut out of the file's text before the
 * search, so anything else in the same file that names the chapter is still found.
 */
const KEPT: Record<string, { text: string; why: string }[]> = {
  "package.json": [{ text: repository, why: "the repository's address (decision 089)" }],
  "README.md": [{ text: repository, why: "the deploy button's repository (decision 089)" }],
};

/**
 * What names or looks like the chapter: its names, the society's name, initials and the lines that
 * describe it, its university, its domain and addresses, its zone, its colour.
 */
const IDENTITY = [
  site.productName,
  site.shortName,
  site.chapterName,
  site.university,
  site.society.name,
  site.society.headline,
  site.society.audience,
  site.description,
  new URL(site.url).host,
  site.contactEmail.split("@")[1]!,
  site.timeZone,
  site.brand.primary,
];

/** The society's initials are short (four letters, say): found as a word only, so a word that merely contains them does not count. */
const WORDS = [site.society.shortName];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Every file Git has or would add (tracked, or new and not ignored). */
const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { cwd: root, encoding: "utf8" })
  .split("\0")
  .filter((file) => file !== "" && !ALLOWED.some((allowed) => file === allowed || (allowed.endsWith("/") && file.startsWith(allowed))));

describe("the chapter's identity", () => {
  it("is named only in the identity file, the seed, the docs, the test fixtures and the lockfiles", () => {
    const needles = [...new Set(IDENTITY.map((value) => value.toLowerCase()))];
    const words = WORDS.map((word) => new RegExp(`\\b${escaped(word)}\\b`, "i"));
    const hits: string[] = [];
    for (const file of files) {
      let text: string;
      try {
        text = readFileSync(path.join(root, file), "utf8").toLowerCase();
      } catch {
        continue; // deleted in the working tree, not yet in the index
      }
      for (const kept of KEPT[file] ?? []) text = text.replaceAll(kept.text.toLowerCase(), "");
      for (const needle of needles) if (text.includes(needle)) hits.push(`${file}: ${needle}`);
      for (const word of words) if (word.test(text)) hits.push(`${file}: ${word.source}`);
    }
    expect(hits).toEqual([]);
  });

  it("keeps only occurrences that are still there", () => {
    // An exemption whose text has gone would silently allow a later one: each must still match.
    for (const [file, kept] of Object.entries(KEPT)) {
      const text = readFileSync(path.join(root, file), "utf8");
      for (const { text: occurrence, why } of kept) expect(text, `${file}: ${why}`).toContain(occurrence);
    }
  });
});
