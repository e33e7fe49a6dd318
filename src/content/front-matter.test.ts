import { describe, expect, it } from "vitest";
import { frontMatterBlock, splitFrontMatter } from "./front-matter";

describe("splitFrontMatter", () => {
  it("reads key: value lines, bracketed lists and quoted values, and returns the body", () => {
    const source = '---\ntitle: "SET: an update"\ndate: 2026-11-12\ntags: [set, projects]\n# a comment\n---\n\n## Hello\n';
    expect(splitFrontMatter(source)).toEqual({
      attributes: { title: "SET: an update", date: "2026-11-12", tags: ["set", "projects"] },
      body: "\n## Hello\n",
    });
  });

  it("keeps colons after the first in an unquoted value", () => {
    expect(splitFrontMatter("---\ntitle: Recap: fall\n---\nx").attributes.title).toBe("Recap: fall");
  });

  it("treats a file without front matter as all body, and rejects a line that is not key: value", () => {
    expect(splitFrontMatter("# Just text")).toEqual({ attributes: {}, body: "# Just text" });
    expect(() => splitFrontMatter("---\njust words\n---\n")).toThrow(/key: value/);
  });

  it("frontMatterBlock keeps only the block (what the browser build receives)", () => {
    expect(frontMatterBlock("---\ntitle: A\n---\nBody text")).toBe("---\ntitle: A\n---\n");
    expect(frontMatterBlock("no block")).toBe("");
  });
});
