import { useEffect, useMemo } from "react";
import { useSiteSearch } from "../hooks/use-site-search";
import { loadSearch, type SearchResult } from "../lib/search-engine";
import { Highlight } from "./highlight";
import { KindLabel } from "./kind-label";

/** The loose threshold of the search matches many pages; the box lists the best few. */
const MAX_BOX_RESULTS = 8;

type SearchResultsProps = {
  /** The search box's id: options are `${id}-option-${index}`, the list `${id}-results`. */
  id: string;
  query: string;
  enabled: boolean;
  active: number;
  onActive: (index: number) => void;
  onChoose: (path: string) => void;
  /** What the list shows, and whether the search has loaded: the box's keys work on them. */
  onResults: (results: readonly SearchResult[], ready: boolean) => void;
};

/**
 * The header search box's results (site-search.tsx): the search itself and
 * the listbox, each result labelled with what it is (a page, an event…). Loaded when the box is first focused, with Fuse.js and the
 * index, rather than with the page.
 */
export function SearchResults({ id, query, enabled, active, onActive, onChoose, onResults }: SearchResultsProps) {
  const { results: allResults, ready } = useSiteSearch(query, enabled);
  const results = useMemo(() => allResults.slice(0, MAX_BOX_RESULTS), [allResults]);

  // Mounted when the box is focused: have the search ready by the first key.
  useEffect(() => void loadSearch(), []);
  // Reported when the results change (a new search's answer), not on every render.
  useEffect(() => onResults(results, ready), [results, ready, onResults]);

  return (
    <>
      {/* The listbox itself scrolls (short screens): the box's popup, reached with the arrow keys from the input. */}
      <div id={`${id}-results`} role="listbox" aria-label="Search results" hidden={results.length === 0} className="max-h-[70vh] overflow-y-auto">
        {results.map((result, index) => (
          // biome-ignore lint/a11y/useFocusableInteractive: the input keeps the focus; aria-activedescendant names the option
          // biome-ignore lint/a11y/useKeyWithClickEvents: the input takes the keys for the options (arrows, Enter)
          <div
            key={result.id}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            onPointerDown={(event) => event.preventDefault() /* keep focus in the input */}
            onClick={() => onChoose(result.path)}
            onMouseMove={() => onActive(index)}
            className="cursor-pointer rounded-md px-3 py-2 aria-selected:bg-surface-muted"
          >
            <span className="flex items-baseline justify-between gap-2">
              <span className="text-sm font-semibold">
                <Highlight text={result.title} ranges={result.titleRanges} />
              </span>
              <KindLabel label={result.label} />
            </span>
            {/* Two lines at most: blog posts' descriptions are long, and eight results should fit without scrolling. */}
            <span className="line-clamp-2 text-xs text-ink-muted">
              <Highlight text={result.description} ranges={result.descriptionRanges} />
            </span>
          </div>
        ))}
      </div>
      {results.length === 0 && <p className="px-3 py-2 text-sm text-ink-muted">No entries found</p>}
    </>
  );
}
