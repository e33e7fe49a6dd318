import { useEffect, useId, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { primaryButton } from "~/components/buttons";
import { useHydrated } from "~/lib/use-hydrated";
import { useSiteSearch } from "../hooks/use-site-search";
import { loadSearch } from "../lib/search-engine";
import { Highlight } from "./highlight";
import { KindLabel } from "./kind-label";

/** `/search?q=`: the header's search as a page. */
export function SearchPage() {
  const inputId = useId();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const query = hydrated ? (params.get("q") ?? "") : "";
  const [draft, setDraft] = useState(query);
  const { results, ready } = useSiteSearch(query, hydrated);

  useEffect(() => setDraft(query), [query]);

  return (
    <>
      <search className="block">
        <form
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void navigate(`/search?q=${encodeURIComponent(draft.trim())}`);
          }}
        >
          <label htmlFor={inputId} className="sr-only">
            Search the site
          </label>
          <input
            id={inputId}
            type="search"
            name="q"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onFocus={() => void loadSearch()}
            placeholder="Search pages, events, people"
            className="min-w-0 flex-1 rounded-md border border-line bg-surface px-3 py-2 text-ink placeholder:text-ink-muted"
          />
          <button type="submit" className={primaryButton}>
            Search
          </button>
        </form>
      </search>
      {query.trim() !== "" && ready && (
        <section aria-label="Search results" aria-live="polite">
          {results.length === 0 ? (
            <p className="text-ink-muted">No entries found</p>
          ) : (
            <ul className="space-y-3">
              {results.map((result) => (
                <li key={result.id} className="rounded-lg border border-line bg-surface-raised p-4">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <Link to={result.path} prefetch="intent" className="font-semibold text-link underline-offset-4 hover:underline">
                      <Highlight text={result.title} ranges={result.titleRanges} />
                    </Link>
                    <KindLabel label={result.label} />
                  </div>
                  <p className="mt-1 text-sm text-ink-muted">
                    <Highlight text={result.description} ranges={result.descriptionRanges} />
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </>
  );
}
