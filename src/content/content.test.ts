import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BLOG_POSTS } from "./blog-posts";
import { BOARD } from "./board";
import { checkContent, formatProblem } from "./check";
import { GALLERY_TERMS } from "./gallery";
import { CONTENT_IMAGES } from "./images";
import { PAGES } from "./pages";
import { PROGRAMS } from "./programs";

const here = import.meta.dirname;
const imagesDir = path.join(here, "images");
const blogDir = path.join(here, "blog");

describe("content files match their schemas", () => {
  it("every file, entry and field (the check the build runs first)", async () => {
    expect((await checkContent()).map(formatProblem)).toEqual([]);
  });

  it("the board has the chapter's positions: president, vice presidents, treasurer, secretary, chairs and leads", () => {
    const roles = BOARD.map((m) => m.role);
    for (const role of ["President", "Internal Vice President", "External Vice President", "Treasurer", "Secretary"]) {
      expect(roles).toContain(role);
    }
    expect(roles.some((r) => r.endsWith("Chair"))).toBe(true);
    expect(roles.some((r) => r.endsWith("Lead"))).toBe(true);
  });

  it("the gallery has the three terms of the sample content", () => {
    expect(GALLERY_TERMS).toEqual(expect.arrayContaining(["fall-2023", "spring-2024", "fall-2024"]));
  });

  it("no sample program takes the address of a page of the registry (its page is /{slug}, decision 084)", () => {
    const taken = new Set(PAGES.map((p) => p.path));
    expect(PROGRAMS.filter((p) => taken.has(`/${p.slug}`)).map((p) => p.slug)).toEqual([]);
  });

  it("each program's lead can be written to at a board member's address (every 'how to join' has a person)", () => {
    const boardEmails = new Set(BOARD.map((member) => member.email));
    for (const program of PROGRAMS) expect(boardEmails.has(program.leadEmail), `${program.slug}: ${program.leadEmail}`).toBe(true);
  });
});

describe("images", () => {
  const allFiles = readdirSync(imagesDir, { recursive: true, encoding: "utf8" }).filter((f) => /\.(svg|png|jpe?g|webp|avif)$/.test(f));

  it("every image the content names exists", () => {
    const missing = CONTENT_IMAGES.filter((image) => !existsSync(path.join(imagesDir, image.source)));
    expect(missing).toEqual([]);
  });

  it("no file in src/content/images/ is left unused, and none is used as two kinds", () => {
    const used = new Set(CONTENT_IMAGES.map((i) => i.source));
    expect(allFiles.map((f) => f.split(path.sep).join("/")).filter((f) => !used.has(f))).toEqual([]);
    expect(used.size).toBe(CONTENT_IMAGES.length);
  });
});

describe("blog posts", () => {
  const files = readdirSync(blogDir).filter((f) => f.endsWith(".md"));

  // The files are the sample chapter's seed (scripts/seed/content-seed.ts); the site's posts are content in D1 (decision 079).
  it("every post file is listed, newest first, with a title and a description", () => {
    expect(BLOG_POSTS.map((p) => `${p.slug}.md`).sort()).toEqual([...files].sort());
    expect(BLOG_POSTS.map((p) => p.date)).toEqual([...BLOG_POSTS.map((p) => p.date)].sort().reverse());
    for (const post of BLOG_POSTS) {
      expect(post.title.length, post.slug).toBeGreaterThan(0);
      expect(post.description.length, post.slug).toBeGreaterThan(0);
    }
  });
});

describe("the page registry", () => {
  it("describes every public page usefully for search and link previews", () => {
    for (const page of PAGES.filter((p) => p.searchable)) {
      expect(page.description.length, page.path).toBeGreaterThanOrEqual(30);
    }
    expect(new Set(PAGES.map((p) => p.path)).size).toBe(PAGES.length);
  });
});
