import { useEffect, useState } from "react";
import { loadSearch, type SearchResult } from "../lib/search-engine";

/** Results for `query` (empty query: none). `ready` turns true once Fuse.js has loaded. */
export function useSiteSearch(query: string, enabled = true) {
  const [results, setResults] = useState<SearchResult[]>([]);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    void loadSearch().then((search) => {
      if (cancelled) return;
      setReady(true);
      setResults(query.trim() ? search(query) : []);
    });
    return () => {
      cancelled = true;
    };
  }, [query, enabled]);

  return { results, ready };
}
