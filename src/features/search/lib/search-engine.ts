import type { SearchEntry } from "./search-index";

export type MatchRanges = readonly (readonly [number, number])[];
export type SearchResult = SearchEntry & { titleRanges: MatchRanges; descriptionRanges: MatchRanges };
export type Search = (query: string) => SearchResult[];

let searchPromise: Promise<Search> | null = null;

/**
 * Fuse.js and the index of every page load together on first use (focus or
 * typing in a search box, or a `/search?q=` link), keeping both out of every
 * page's first load.
 */
export function loadSearch(): Promise<Search> {
  searchPromise ??= Promise.all([import("fuse.js"), import("./search-index")]).then(([{ default: Fuse }, { SEARCH_ENTRIES, SEARCH_OPTIONS }]) => {
    const fuse = new Fuse(SEARCH_ENTRIES, SEARCH_OPTIONS);
    return (query: string) =>
      fuse.search(query.trim()).map(({ item, matches = [] }) => ({
        ...item,
        titleRanges: matches.find((m) => m.key === "title")?.indices ?? [],
        descriptionRanges: matches.find((m) => m.key === "description")?.indices ?? [],
      }));
  });
  return searchPromise;
}
