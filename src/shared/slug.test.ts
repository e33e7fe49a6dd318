import { describe, expect, it } from "vitest";
import { isSlug, SLUG_MAX, slugify } from "./slug";

describe("slugify", () => {
  it("keeps letters and digits, drops accents, joins words with single hyphens", () => {
    expect(slugify("Résumé Night with Saltmarsh Materials")).toBe("resume-night-with-saltmarsh-materials");
    expect(slugify("  General Meeting: Industry Panel!! ")).toBe("general-meeting-industry-panel");
    expect(slugify("Lunar New Year — Lantern Festival 2027")).toBe("lunar-new-year-lantern-festival-2027");
    expect(slugify("C++ & Rust")).toBe("c-rust");
  });

  it("falls back to 'event' when nothing Latin is left", () => {
    expect(slugify("春节晚会")).toBe("event");
    expect(slugify("!!!")).toBe("event");
  });

  it("cuts long titles at a word boundary, within SLUG_MAX", () => {
    const slug = slugify("The Extraordinarily Long Title of an Event That Goes On and On Forever and Ever");
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug).toBe("the-extraordinarily-long-title-of-an-event-that-goes-on-and");
    expect(slugify("a".repeat(100))).toHaveLength(SLUG_MAX);
  });

  it("isSlug accepts what slugify makes (and suffixes), nothing else", () => {
    for (const title of ["Résumé Night", "x", "春节", "A very long title ".repeat(10)]) expect(isSlug(slugify(title))).toBe(true);
    expect(isSlug("resume-night-2")).toBe(true);
    for (const bad of ["", "-a", "a-", "a--b", "A", "a_b", "_event", "a.ics", "a/b"]) expect(isSlug(bad)).toBe(false);
  });
});
