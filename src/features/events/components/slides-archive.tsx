import { useState } from "react";
import type { SlideDeck } from "~/content/schema/slides";
import { compareTermsNewestFirst, termLabel } from "~/shared/content/term-keys";
import { formatDay } from "~/shared/time/formats";
import { plural } from "~/shared/plural";

const chip =
  "rounded-full border border-line px-3 py-1 text-sm font-medium text-ink hover:border-brand aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-white";
const link = "font-semibold text-link underline underline-offset-4";

/** Slides and recordings of past meetings, grouped by term, with a filter by category. */
export function SlidesArchive({ decks }: { decks: readonly SlideDeck[] }) {
  const [category, setCategory] = useState<string | null>(null);
  const categories = [...new Set(decks.map((d) => d.category))];
  const shown = category ? decks.filter((d) => d.category === category) : decks;
  const terms = [...new Set(shown.map((d) => d.term))].sort(compareTermsNewestFirst);
  return (
    <div className="space-y-6">
      <fieldset aria-label="Filter slides by category" className="flex min-w-0 flex-wrap gap-2">
        <button type="button" className={chip} aria-pressed={category === null} onClick={() => setCategory(null)}>
          All
        </button>
        {categories.map((c) => (
          <button key={c} type="button" className={chip} aria-pressed={category === c} onClick={() => setCategory(category === c ? null : c)}>
            {c}
          </button>
        ))}
      </fieldset>
      <p role="status" className="text-sm text-ink-muted">
        {plural(shown.length, "session")}
        {category ? ` in ${category}` : ""}
      </p>
      {terms.map((term) => (
        <section key={term} aria-labelledby={`term-${term}`}>
          <h3 id={`term-${term}`} className="text-lg font-semibold text-ink">
            {termLabel(term)}
          </h3>
          <ul className="mt-3 divide-y divide-line rounded-xl border border-line bg-surface-raised">
            {shown
              .filter((d) => d.term === term)
              .sort((a, b) => b.date.localeCompare(a.date))
              .map((deck) => (
                <li key={deck.title} className="p-4 sm:flex sm:items-start sm:justify-between sm:gap-6">
                  <div className="min-w-0">
                    <p className="text-xs font-semibold uppercase tracking-wider text-link">{deck.category}</p>
                    <p className="mt-1 font-semibold text-ink">{deck.title}</p>
                    <p className="text-sm text-ink-muted">
                      <time dateTime={deck.date}>{formatDay("day", deck.date)}</time> · {deck.presenter}
                    </p>
                    <p className="mt-1 text-sm text-ink">{deck.summary}</p>
                  </div>
                  <p className="mt-3 flex shrink-0 gap-4 text-sm sm:mt-1">
                    {deck.slidesUrl && (
                      <a
                        href={deck.slidesUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={`Slides: ${deck.title} (opens in a new tab)`}
                        className={link}
                      >
                        Slides
                      </a>
                    )}
                    {deck.recordingUrl && (
                      <a
                        href={deck.recordingUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={`Recording: ${deck.title} (opens in a new tab)`}
                        className={link}
                      >
                        Recording
                      </a>
                    )}
                  </p>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
