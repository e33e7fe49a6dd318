import { SEARCH_ENTRIES, SEARCH_OPTIONS, type SearchEntry } from "./search-index";

export type MatchRanges = readonly (readonly [number, number])[];
export type SearchResult = SearchEntry & { titleRanges: MatchRanges; descriptionRanges: MatchRanges };
export type Search = (query: string) => SearchResult[];

let searchPromise: Promise<Search> | null = null;

/**
 * Fuse.js loads on first use (focus or typing in a search box), keeping it
 * out of the first page load.
 */
export function loadSearch(): Promise<Search> {
  searchPromise ??= import("fuse.js").then(({ default: Fuse }) => {
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
