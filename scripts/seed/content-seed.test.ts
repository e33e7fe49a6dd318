import { describe, expect, it } from "vitest";
import { BLOG_POSTS } from "../../src/content/blog-posts";
import { BOARD } from "../../src/content/board";
import { PROGRAMS } from "../../src/content/programs";
import { SPONSORS } from "../../src/content/sponsors";
import { chapterTier } from "../../src/content/taxonomy";
import { sponsorTiers } from "../../src/site.config";
import { COLLECTION_FIELDS, CONTENT_COLLECTIONS } from "../../src/shared/content/collections";
import { sponsorsOnHomePage } from "../../src/shared/content/lists/home";
import { sponsorsOf } from "../../src/shared/content/lists/sponsors";
import { contentSeedSql, sampleContent } from "./content-seed";
import { sampleMediaSrc } from "./sample-media";
import { UUID_SOURCE } from "../../src/shared/ids";

describe("the sample chapter's content as the local seed", () => {
  it("fills every collection, each item valid under its collection's contract", () => {
    const content = sampleContent();
    for (const collection of CONTENT_COLLECTIONS) {
      expect(content[collection].length, collection).toBeGreaterThan(0);
      for (const item of content[collection]) {
        const parsed = COLLECTION_FIELDS[collection].safeParse(item);
        expect(parsed.error?.issues, `${collection}: ${JSON.stringify(item).slice(0, 80)}`).toBeUndefined();
      }
    }
  });

  it("keeps what the pages show today: the board, sponsors, programs and posts, in order, with their images and text", () => {
    const content = sampleContent();
    expect(content.board.map((member) => member.name)).toEqual(BOARD.map((member) => member.name));
    // The sample images are the local seed's uploads (./sample-media.ts), never the build's files.
    expect(content.board[0]).toMatchObject({ portrait: { src: sampleMediaSrc(BOARD[0]!.portrait, "portrait"), alt: BOARD[0]!.portraitAlt } });
    expect(content.board[0]!.portrait).toMatchObject({ src: expect.stringMatching(new RegExp(`^/media/${UUID_SOURCE}-480\\.webp$`)) });
    expect(content.sponsors.map((sponsor) => sponsor.organisation)).toEqual(SPONSORS.map((sponsor) => sponsor.name));
    expect(content.programs.map((program) => program.slug)).toEqual(PROGRAMS.map((program) => program.slug));
    for (const post of content.posts) expect(String(post.body).length).toBeGreaterThan(100);
    expect(content.posts.map((post) => post.slug)).toEqual(BLOG_POSTS.map((post) => post.slug));
  });

  it("puts on the home page the sponsors of the tiers whose homePageLogo is true, and no others (the strip's one rule)", () => {
    const onHome: string[] = sponsorTiers.filter((info) => info.homePageLogo).map((info) => info.tier);
    // The identity's offer and the seed's roster together: at least one sample sponsor on the home page, not all.
    expect(onHome.length).toBeGreaterThan(0);
    const sponsors = sponsorsOf(sampleContent().sponsors.map((fields, index) => ({ id: String(index), fields })));
    // Every sample sponsor is seeded, each with one of the chapter's tiers.
    expect(sponsors.map((sponsor) => sponsor.organisation)).toEqual(SPONSORS.map((sponsor) => sponsor.name));
    const shown = sponsorsOnHomePage(sponsors).map((sponsor) => sponsor.organisation);
    expect(shown).toEqual(SPONSORS.filter((sponsor) => onHome.includes(chapterTier(sponsor.tier))).map((sponsor) => sponsor.name));
    expect(shown.length).toBeLessThan(SPONSORS.length);
  });

  it("gives the sample sponsors the chapter's tiers: the sample's highest is the chapter's highest, its lowest the chapter's lowest", () => {
    const tiers = sponsorTiers.map((info) => info.tier);
    expect(chapterTier("diamond")).toBe(tiers[0]);
    expect(chapterTier("bronze")).toBe(tiers.at(-1));
    const order = (["diamond", "gold", "silver", "bronze"] as const).map((sample) => tiers.indexOf(chapterTier(sample)));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it("writes one published row per item, numbered in order within each collection", () => {
    const sql = contentSeedSql(1_000);
    const total = Object.values(sampleContent()).reduce((sum, items) => sum + items.length, 0);
    expect(sql).toHaveLength(total);
    expect(sql.every((statement) => statement.startsWith("INSERT INTO content_items") && statement.includes("'published'"))).toBe(true);
    expect(sql.filter((statement) => statement.includes("'board'")).map((statement) => /'published', (\d+),/.exec(statement)?.[1])).toEqual(
      BOARD.map((_, index) => String(index)),
    );
  });
});
