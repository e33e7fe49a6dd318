import { useEffect, useState } from "react";
import { loadSearch, type SearchResult } from "../lib/search-engine";

/** The answer to no query: one array, so that it is the same from one render to the next. */
const NONE: SearchResult[] = [];

/**
 * Results for `query`; none for an empty one. The search (Fuse.js and the
 * index) loads with the first query, or earlier when a search box is
 * focused; `ready` turns true once it has.
 */
export function useSiteSearch(query: string, enabled = true) {
  const [results, setResults] = useState<SearchResult[]>([]);
  const [ready, setReady] = useState(false);
  const wanted = enabled && query.trim() !== "";

  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    void loadSearch().then((search) => {
      if (cancelled) return;
      setReady(true);
      setResults(search(query));
    });
    return () => {
      cancelled = true;
    };
  }, [query, wanted]);

  return { results: wanted ? results : NONE, ready };
}
