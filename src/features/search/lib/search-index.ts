import { PAGES } from "~/content/pages";

/** What the search looks through for one page. */
export type SearchEntry = { path: string; title: string; description: string };

export const SEARCH_ENTRIES: readonly SearchEntry[] = PAGES.filter((page) => page.searchable).map((page) => ({
  path: page.path,
  title: page.name,
  description: page.description,
}));

/** The search's Fuse.js options (docs/product.md, Search). */
export const SEARCH_OPTIONS = {
  threshold: 0.6,
  distance: 200,
  keys: ["title", "description"],
  includeMatches: true,
};
