import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BOARD } from "../../src/content/board";
import { GALLERY_PHOTOS } from "../../src/content/gallery";
import { PROGRAMS } from "../../src/content/programs";
import { RESOURCES } from "../../src/content/resources";
import { SPONSORS } from "../../src/content/sponsors";
import { SAMPLE_EVENT_CATEGORIES, SAMPLE_SPONSOR_TIERS } from "../../src/content/taxonomy";

/**
 * Nothing of the sample chapter ships (issue 33): its people, sponsors, places, programs' addresses,
 * event categories and sponsor tiers are the seed's (src/content/ and scripts/seed/, which only a
 * local database receives) and the identity file's (src/site.config.ts), never words or links in the
 * code of the site or the Worker — or a fork shows a dead /sports link, a "Diamond" tier it does not
 * have, or a stranger's name as an example. tests/unit/identity-only-in-its-file.test.ts does the
 * same for the identity's own names. The strings are read from the seed's files, so a sample that
 * changes is still looked for.
 */

const root = path.resolve(import.meta.dirname, "../..");

/** What ships: the site's and the Worker's source and the static files, less their tests. */
const SHIPPED = ["src/", "worker/", "public/", "wrangler.toml"];

/** Where the sample chapter may be: the identity, its mark, and the files the seed is made of. */
const SEED_AND_IDENTITY = [
  "src/site.config.ts",
  "src/logo.svg",
  "src/content/blog/",
  "src/content/images/",
  "src/content/blog-posts.ts",
  "src/content/board.ts",
  "src/content/gallery.ts",
  "src/content/programs.ts",
  "src/content/resources.ts",
  "src/content/slides.ts",
  "src/content/sponsors.ts",
  // The seed's vocabulary: the sample's tiers and categories, named to map them onto the chapter's.
  "src/content/taxonomy.ts",
];

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.includes("/__fixtures__/");

const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { cwd: root, encoding: "utf8" })
  .split("\0")
  .filter((file) => SHIPPED.some((prefix) => file === prefix || file.startsWith(prefix)))
  .filter((file) => !isTest(file) && !SEED_AND_IDENTITY.some((allowed) => file === allowed || (allowed.endsWith("/") && file.startsWith(allowed))));

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const quoted = (text: string) => new RegExp(`["'\`]${escaped(text)}["'\`]`);
const anywhere = (text: string) => new RegExp(escaped(text), "i");

/** The sample chapter, as the seed's files say it: what must not be in shipped source. */
function sampleChapter(): { what: string; pattern: RegExp }[] {
  const people = [...BOARD.map((member) => member.name), ...PROGRAMS.map((program) => program.lead.split(",")[0]!)];
  // The campus's buildings, as the sample's resources and photos name them ("Keller Hall").
  const places = [JSON.stringify(RESOURCES), JSON.stringify(GALLERY_PHOTOS)].flatMap((text) => text.match(/\b[A-Z][a-z]+ (?:Hall|Library)\b/g) ?? []);
  const domains = [...new Set(BOARD.map((member) => member.email.split("@")[1]!))];
  return [
    ...people.map((name) => ({ what: `a sample person (${name})`, pattern: anywhere(name) })),
    ...SPONSORS.map((sponsor) => ({ what: `a sample sponsor (${sponsor.name})`, pattern: anywhere(sponsor.name) })),
    ...[...new Set(places)].map((place) => ({ what: `a sample place (${place})`, pattern: anywhere(place) })),
    ...domains.map((domain) => ({ what: `the sample's mail domain (${domain})`, pattern: anywhere(domain) })),
    // A program's page is content a new site does not have: no link may lead to one.
    ...PROGRAMS.map((program) => ({
      what: `a link to a sample program (/${program.slug})`,
      pattern: new RegExp(`["'\`(]/${escaped(program.slug)}(?=["'\`)?#/])`),
    })),
    // The chapter's own tiers and categories are the identity's: no code names the sample's.
    ...SAMPLE_SPONSOR_TIERS.map((tier) => ({ what: `a sample sponsor tier ("${tier}")`, pattern: quoted(tier) })),
    ...SAMPLE_SPONSOR_TIERS.map((tier) => ({ what: `a sample tier's name (${tier})`, pattern: new RegExp(`\\b${tier[0]!.toUpperCase()}${tier.slice(1)}\\b`) })),
    ...SAMPLE_EVENT_CATEGORIES.map((category) => ({ what: `a sample event category ("${category}")`, pattern: quoted(category) })),
  ];
}

describe("the sample chapter", () => {
  it("is read from the seed's files (so the check below looks for something)", () => {
    const strings = sampleChapter();
    expect(strings.filter((one) => one.what.startsWith("a sample person")).length).toBeGreaterThan(5);
    expect(strings.filter((one) => one.what.startsWith("a sample place")).length).toBeGreaterThan(1);
    expect(strings.some((one) => one.what === "a link to a sample program (/sports)")).toBe(true);
    expect(files.length).toBeGreaterThan(100);
  });

  it("is nowhere in the source that ships (the site, the Worker, the static files) outside the identity file and the seed", () => {
    const strings = sampleChapter();
    const hits: string[] = [];
    for (const file of files) {
      let text: string;
      try {
        text = readFileSync(path.join(root, file), "utf8");
      } catch {
        continue; // deleted in the working tree, not yet in the index
      }
      for (const { what, pattern } of strings) {
        const match = pattern.exec(text);
        if (match) hits.push(`${file}:${text.slice(0, match.index).split("\n").length}: ${what}`);
      }
    }
    expect(hits).toEqual([]);
  });

  it("would be found: a footer link to a sample program and a hard-coded tier are caught", () => {
    const strings = sampleChapter();
    const found = (text: string) => strings.filter(({ pattern }) => pattern.test(text)).map(({ what }) => what);
    expect(found('{ label: "Sports", to: "/sports" },')).toContain("a link to a sample program (/sports)");
    expect(found('const LABELS = { diamond: "Diamond" };')).toEqual(expect.arrayContaining(["a sample tier's name (diamond)"]));
    expect(found('tier === "bronze"')).toContain('a sample sponsor tier ("bronze")');
    expect(found('hint: "e.g. Hana Suzuki, President"')).toContain("a sample person (Hana Suzuki)");
    expect(found('{ label: "Programs", to: "/programs" }')).toEqual([]);
  });
});
