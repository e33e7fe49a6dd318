import { PAGES } from "~/content/pages";

/** What a result is, shown beside it. */
export type SearchKind = "page" | "post" | "event" | "person" | "faq" | "sponsor" | "album" | "resource" | "talk";

/** What the search looks through for one thing people look for: a page, a post, an event, a board member, a question, a sponsor, an album, a resource. */
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

/**
 * What the build knows for the search: the site's own pages. Events and the published content
 * (posts, board, sponsors, albums, resources with their questions, programs with theirs) come
 * from the API when the search opens (event-entries.ts, content-entries.ts).
 */
export const SEARCH_ENTRIES: readonly SearchEntry[] = pageEntries;

/** The search's Fuse.js options (docs/product.md, Search): the product's constants, kept for every kind. */
export const SEARCH_OPTIONS = {
  threshold: 0.6,
  distance: 200,
  keys: ["title", "description"],
  includeMatches: true,
  includeScore: true,
};
