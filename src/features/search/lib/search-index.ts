import { PAGES } from "~/content/pages";

/** A route search-index entry (spec §3). */
export type SearchEntry = { path: string; title: string; description: string };

export const SEARCH_ENTRIES: readonly SearchEntry[] = PAGES.filter((page) => page.searchable).map((page) => ({
  path: page.path,
  title: page.name,
  description: page.description,
}));

/** Fuse.js options of spec §9. */
export const SEARCH_OPTIONS = {
  threshold: 0.6,
  distance: 200,
  keys: ["title", "description"],
  includeMatches: true,
};
