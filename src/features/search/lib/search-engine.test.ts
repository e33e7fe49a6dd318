import Fuse from "fuse.js";
import { describe, expect, it } from "vitest";
import { EVENT_CATEGORIES } from "~/shared/event-categories";
import type { ChapterEventView } from "~/shared/events";
import { sampleContent } from "../../../../scripts/seed/content-seed";
import { CONTENT_ENTRIES } from "./content-entries";
import { eventEntry } from "./event-entries";
import * as ranking from "./ranking";
import { buildSearch, type SearchResult } from "./search-engine";
import { SEARCH_ENTRIES, SEARCH_OPTIONS } from "./search-index";
import { PAGED_COLLECTIONS } from "~/shared/content/pages";
import { RESOURCE_SECTION_LABELS, type ResourceSection } from "~/shared/content/vocabulary";

/** A few of the local seed's events (scripts/seed/events.ts), as GET /api/events answers them. */
const SAMPLE_EVENTS = [
  [
    "career-night-2026",
    "Fall Career Night",
    "Student Union Ballroom",
    "Talk with recruiters from our sponsors and a dozen other employers hiring interns and new graduates in engineering and science. Business casual; bring ten copies of your résumé.",
  ],
  [
    "resume-night-2026",
    "Résumé Night with Saltmarsh Materials",
    "Engineering Library, Room 210",
    "Bring a printed or digital résumé and get it reviewed one-on-one by engineers from Saltmarsh Materials and our upperclassmen. First-years welcome: we will help you write your first one.",
  ],
  [
    "finals-study-night-2026",
    "Finals Study Night",
    "Engineering Library, 3rd floor",
    "Quiet tables, loud snacks. Mentors from each major hold drop-in help for calculus, physics, chemistry and programming courses.",
  ],
  [
    "lunar-new-year-2027",
    "Lunar New Year Lantern Festival",
    "Student Union Plaza",
    "Our biggest night of the year: lantern making, a dumpling-folding contest, performances by campus cultural groups and food from local family restaurants. Free and open to everyone.",
  ],
  [
    "mock-interviews-2027",
    "Mock Interview Day with Quillfeather Robotics",
    "Career Center, Interview Suites",
    "Thirty-minute technical and behavioral mock interviews with engineers from Quillfeather Robotics, with written feedback. Slots are limited: sign up early.",
  ],
] as const;

const events = SAMPLE_EVENTS.map(
  ([slug, title, location, description], index): ChapterEventView => ({
    id: `e${index}`,
    slug,
    title,
    description,
    category: EVENT_CATEGORIES[0],
    location,
    locationUrl: null,
    startsAt: `2026-10-${10 + index}T17:30:00Z`,
    endsAt: `2026-10-${10 + index}T20:30:00Z`,
    capacity: null,
    rsvpOpen: true,
    remindSoon: false,
    points: 0,
    status: "scheduled",
    sequence: 0,
    createdBy: null,
    createdAt: "2026-01-01T00:00:00Z",
    updatedAt: "2026-01-01T00:00:00Z",
    rsvpCount: 0,
    waitlistCount: 0,
    spotsLeft: null,
    checkinOpensMinutesBefore: 30,
    checkinClosesMinutesAfter: 60,
  }),
);
// The sample chapter's content, as the API gives it (ids made from the names here), through the
// very table the search reads the API with: a collection left out of it is missing here too.
const sample = sampleContent();
const asItem = (fields: Record<string, unknown>) => ({
  id: String(fields.slug ?? fields.name ?? fields.title)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-"),
  fields,
});
/** A program of the test's own, so the ranking below has a title with the whole word "mentor" whatever the seed holds. */
const OWN_PROGRAM = {
  slug: "peer-mentor-circle",
  name: "Peer Mentor Circle",
  summary: "Small groups of first-years meet an upperclassman every other week.",
  faqs: [{ question: "How often does a circle meet?", answer: "Every other week during the term, at a time the group picks." }],
};
const content = [
  ...CONTENT_ENTRIES.programs(asItem(OWN_PROGRAM)),
  ...Object.entries(CONTENT_ENTRIES).flatMap(([collection, entries]) => sample[collection as keyof typeof CONTENT_ENTRIES].map(asItem).flatMap(entries)),
];
const search = buildSearch({ Fuse, ranking, entries: SEARCH_ENTRIES, options: SEARCH_OPTIONS, live: [...events.map(eventEntry), ...content] });

/** The marked words of a result's title and description. */
const marked = (result: SearchResult) => [
  ...result.titleRanges.map(([start, end]) => result.title.slice(start, end + 1)),
  ...result.descriptionRanges.map(([start, end]) => result.description.slice(start, end + 1)),
];

describe("site search", () => {
  it("keeps the product's Fuse.js constants (docs/product.md, Search)", () => {
    expect(SEARCH_OPTIONS).toMatchObject({ threshold: 0.6, distance: 200, keys: ["title", "description"] });
  });

  it('finds "Fall Career Night" among the first for "career fair", labelled as an event, and marks whole words', () => {
    // No entry has "fair": the ones with "Career" in their title come first (the event and the
    // resources' Career Center tie on that word; Fuse's score orders them), then fuzzier finds.
    const results = search("career fair");
    const titled = results.findIndex((result) => !result.title.includes("Career"));
    const night = results.findIndex((result) => result.title === "Fall Career Night");
    expect(night).toBeGreaterThanOrEqual(0);
    expect(night).toBeLessThan(titled);
    expect(results[night]).toMatchObject({ kind: "event", label: "Event", path: "/events/career-night-2026" });
    expect(marked(results[night]!)).toContain("Career");
  });

  it('finds the Lantern Festival first for "lantern"', () => {
    expect(search("lantern")[0]).toMatchObject({ title: "Lunar New Year Lantern Festival", kind: "event" });
    expect(search("Lantern")[0]?.title).toBe("Lunar New Year Lantern Festival");
  });

  it("ranks exact, then prefix word matches above scattered letters, and never marks letters inside a word", () => {
    const results = search("mentor");
    // A title with the whole word first (the test's own program, or one of the seed's that says it too).
    expect(results[0]?.title).toMatch(/\bmentor\b/i);
    expect(marked(results[0]!).map((word) => word.toLowerCase())).toContain("mentor");
    // The Sponsors page matches "mentor" only by scattered letters: it is found, and nothing in it is marked.
    const sponsors = results.find((result) => result.title === "Sponsors");
    expect(sponsors, "the Sponsors page, found by scattered letters").toBeDefined();
    expect(marked(sponsors!)).toEqual([]);
    for (const result of results) for (const word of marked(result)) expect(word).toMatch(/^[\p{L}\p{N}]+$/u);
    // "mentors" is a prefix match: whole word marked.
    expect(results.flatMap(marked)).toContain("mentors");
  });

  it("forgives a slip of one letter, marking the word meant", () => {
    const [first] = search("sponsr");
    expect(first?.title).toBe("Sponsors");
    expect(marked(first!)).toContain("Sponsors");
  });

  it("finds board members by name and role, and program questions", () => {
    // Every member of the seed's board by name, and by role where no one else holds it.
    const board = sample.board.map(asItem);
    for (const { id, fields } of board) {
      const { name, role } = fields as { name: string; role: string };
      expect(search(name)[0], name).toMatchObject({ title: name, kind: "person", label: "Board member", path: `/board#member-${id}` });
      const alsoNamed = board.filter((other) => String(other.fields.role).toLowerCase().includes(role.toLowerCase()));
      // (a program may come first for a role named after it: "Sports Chair" and the Sports program)
      if (alsoNamed.length === 1) expect(search(role.toLowerCase()).find((result) => result.kind === "person")?.title, role).toBe(name);
    }
    // Each program's questions, by the question itself, labelled with the program and linked to its questions.
    const programs = [OWN_PROGRAM, ...sample.programs] as { slug: string; name: string; faqs?: { question: string }[] }[];
    for (const program of programs)
      for (const { question } of program.faqs ?? [])
        expect(search(question)[0], question).toMatchObject({ title: question, kind: "faq", label: `${program.name} FAQ`, path: `/${program.slug}#faq` });
    expect(search("become a member")[0]).toMatchObject({ kind: "faq", label: "First-year FAQ", path: "/resources#first-year-faq" });
  });

  it("finds every seeded sponsor, album and resource of every section by its name, under its label and link", () => {
    const found = (title: string, kind: SearchResult["kind"]) => search(title).find((result) => result.kind === kind && result.title === title);
    expect(sample.sponsors.length).toBeGreaterThan(0);
    for (const { organisation, tier } of sample.sponsors) {
      expect(found(String(organisation), "sponsor"), String(organisation)).toMatchObject({ label: "Sponsor", path: `/sponsors#tier-${tier}` });
    }
    expect(sample.albums.length).toBeGreaterThan(0);
    for (const { title, term } of sample.albums) {
      expect(found(String(title), "album"), String(title)).toMatchObject({ label: "Photo album", path: `/gallery?term=${term}` });
    }
    const sections = new Set(sample.resources.map((resource) => resource.section as ResourceSection));
    expect(sections.size).toBeGreaterThan(1);
    for (const { section, title } of sample.resources) {
      const kind = section === "first-year-faq" ? "faq" : "resource";
      expect(found(String(title), kind), String(title)).toMatchObject({
        label: RESOURCE_SECTION_LABELS[section as ResourceSection],
        path: `/resources#${section}`,
      });
    }
  });

  it("indexes every collection a public page lists", () => {
    expect(Object.keys(CONTENT_ENTRIES).sort()).toEqual([...PAGED_COLLECTIONS].sort());
  });

  it("finds every seeded talk by its title, labelled by what it has, linked to the events page's talks of its kind", () => {
    expect(sample.slides.length).toBeGreaterThan(0);
    for (const { title, category, slidesUrl, recordingUrl } of sample.slides) {
      const result = search(String(title)).find((each) => each.kind === "talk" && each.title === title);
      expect(result, String(title)).toMatchObject({
        label: slidesUrl ? (recordingUrl ? "Slides and recording" : "Slides") : "Recording",
        path: category ? `/events?slides=${encodeURIComponent(String(category))}#slides` : "/events#slides",
      });
    }
  });

  it("labels blog posts as such, finds accented words without the accent, and nothing for nonsense", () => {
    expect(search("internship")[0]?.kind).toMatch(/post|page|faq|event/);
    expect(search("resume").some((result) => result.title.includes("Résumé"))).toBe(true);
    expect(search("one-page résumé").find((result) => result.kind === "post")?.label).toBe("Blog post");
    expect(search("qqqqxxxxzzzz")).toEqual([]);
    expect(search("   ")).toEqual([]);
  });
});

describe("wordMatch", () => {
  it("grades exact, prefix and one-slip matches", () => {
    expect(ranking.wordMatch("career", "career")).toBe(3);
    expect(ranking.wordMatch("car", "career")).toBe(2);
    expect(ranking.wordMatch("carere", "career")).toBe(1);
    expect(ranking.wordMatch("fair", "fall")).toBe(0);
    expect(ranking.wordMatch("fair", "far")).toBe(0);
    expect(ranking.wordMatch("mentor", "sponsors")).toBe(0);
  });
});
