import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import { Icon } from "~/components/icon";
import { useDismiss } from "~/lib/use-dismiss";
import type { SearchResult } from "../lib/search-engine";

const SearchResults = lazy(() => import("./search-results").then((module) => ({ default: module.SearchResults })));

/**
 * The header search: an ARIA combobox over the pages, blog posts, board
 * members, program questions and events (lib/search-index.ts). ArrowDown/
 * ArrowUp move through the results, Enter opens the highlighted one (or the
 * search page when none is), Escape, a click outside and the window losing
 * focus close the list. The results' code, Fuse.js, the index and the
 * events load when the box is first focused.
 */
export function SiteSearch({ className = "", onNavigate }: { className?: string; onNavigate?: () => void }) {
  const id = useId();
  const listId = `${id}-results`;
  const navigate = useNavigate();
  const rootRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [focused, setFocused] = useState(false);
  const [{ results, ready }, setFound] = useState<{ results: readonly SearchResult[]; ready: boolean }>({ results: [], ready: false });
  const showList = open && query.trim() !== "" && ready;
  // Stable, since the results report through an effect that runs when it changes.
  const onResults = useCallback((found: readonly SearchResult[], loaded: boolean) => setFound({ results: found, ready: loaded }), []);

  // Keep the option chosen with the arrow keys in view if the list scrolls (short screens).
  useEffect(() => {
    if (active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: "nearest" });
  }, [active, id]);

  useDismiss(open, () => setOpen(false), { inside: [rootRef] });
  useEffect(() => {
    if (!open) return;
    const onWindowBlur = () => setOpen(false);
    window.addEventListener("blur", onWindowBlur);
    return () => window.removeEventListener("blur", onWindowBlur);
  }, [open]);

  // A new query starts with no option chosen.
  function changeQuery(value: string) {
    setQuery(value);
    setActive(-1);
  }

  function go(path: string) {
    setOpen(false);
    changeQuery("");
    onNavigate?.();
    void navigate(path);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        setOpen(true);
        if (results.length) setActive((i) => (i + 1) % results.length);
        break;
      case "ArrowUp":
        event.preventDefault();
        if (results.length) setActive((i) => (i <= 0 ? results.length - 1 : i - 1));
        break;
      case "Enter": {
        event.preventDefault();
        const chosen = results[active];
        if (chosen) go(chosen.path);
        else if (query.trim()) go(`/search?q=${encodeURIComponent(query.trim())}`);
        break;
      }
    }
  }

  return (
    <div ref={rootRef} className={`relative ${className}`}>
      <label htmlFor={`${id}-input`} className="sr-only">
        Search the site
      </label>
      <span className="pointer-events-none absolute inset-y-0 left-2.5 flex items-center text-ink-muted">
        <Icon name="search" className="size-4" />
      </span>
      <input
        id={`${id}-input`}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${id}-option-${active}` : undefined}
        placeholder="Search"
        value={query}
        onChange={(event) => {
          changeQuery(event.target.value);
          setOpen(true);
        }}
        onFocus={() => {
          setFocused(true);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        className="w-full rounded-md border border-line bg-surface py-1.5 pl-8 pr-2 text-sm text-ink placeholder:text-ink-muted"
      />
      <div className="absolute right-0 z-50 mt-2 w-full min-w-72 rounded-lg border border-line bg-surface-raised p-1 text-ink shadow-lg" hidden={!showList}>
        {focused && (
          <Suspense fallback={null}>
            <SearchResults id={id} query={query} enabled={open} active={active} onActive={setActive} onChoose={go} onResults={onResults} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
