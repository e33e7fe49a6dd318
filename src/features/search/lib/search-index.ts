import { PAGES } from "~/content/pages";
import { PROGRAMS } from "~/content/programs";

/** What a result is, shown beside it. */
export type SearchKind = "page" | "post" | "event" | "person" | "faq";

/** What the search looks through for one thing people look for: a page, a post, an event, a board member, a question. */
export type SearchEntry = {
  /** Unique among the entries (several questions share a page). */
  id: string;
  path: string;
  title: string;
  description: string;
  kind: SearchKind;
  /** The kind in words, e.g. "Event" or "Mentor-Mentee FAQ". */
  label: string;
};

const pageEntries: SearchEntry[] = PAGES.filter((page) => page.searchable).map((page) => ({
  id: `page:${page.path}`,
  path: page.path,
  title: page.name,
  description: page.description,
  kind: "page",
  label: "Page",
}));

const faqEntries: SearchEntry[] = [
  ...PROGRAMS.flatMap((program) =>
    program.faq.map((item, index) => ({
      id: `faq:${program.slug}:${index}`,
      path: `/${program.slug}#faq`,
      title: item.question,
      description: item.answer,
      kind: "faq" as const,
      label: `${program.name} FAQ`,
    })),
  ),
];

/**
 * What the build knows for the search; events, blog posts, the board and the resources' questions
 * come from the API when the search opens (event-entries.ts, content-entries.ts).
 */
export const SEARCH_ENTRIES: readonly SearchEntry[] = [...pageEntries, ...faqEntries];

/** The search's Fuse.js options (docs/product.md, Search): the product's constants, kept for every kind. */
export const SEARCH_OPTIONS = {
  threshold: 0.6,
  distance: 200,
  keys: ["title", "description"],
  includeMatches: true,
  includeScore: true,
};
