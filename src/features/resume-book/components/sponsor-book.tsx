import { useState } from "react";
import { secondaryButton } from "~/components/buttons";
import { useQueryState } from "~/lib/use-query-state";
import type { ResumeBookEntry, ResumeBookQuery } from "~/shared/resume-book";
import { useResumeBook } from "../hooks/use-resume-book";
import { AccessBanner } from "./access-banner";
import { BookEntryCard } from "./book-entry-card";
import { BookFilters, type BookFilterValues } from "./book-filters";
import { BookRefusal } from "./book-refusal";
import { ResumeViewer } from "./resume-viewer";
import { ZipDownload } from "./zip-download";
import { plural } from "~/shared/plural";

const DEFAULTS: BookFilterValues = { major: "", yearFrom: "", yearTo: "", degree: "", sort: "name" };

const queryOf = (values: BookFilterValues): ResumeBookQuery => ({
  major: values.major || undefined,
  gradYearFrom: values.yearFrom || undefined,
  gradYearTo: values.yearTo || undefined,
  degree: (values.degree || undefined) as ResumeBookQuery["degree"],
  sort: values.sort as ResumeBookQuery["sort"],
});

/**
 * /sponsor, for a sponsor inside its window or an admin: the book with its
 * filters (kept in the address, so Back and a shared link show the same
 * list), each résumé to view or download, and the shown set as one ZIP.
 * Loaded only for those accounts (src/app/routes/sponsor.tsx).
 */
export default function SponsorBook() {
  const { values, update, hydrated } = useQueryState(DEFAULTS);
  const { state, facets, pending, retry } = useResumeBook(queryOf(values), hydrated);
  const [viewing, setViewing] = useState<ResumeBookEntry | null>(null);

  if (state.status === "refused") return <BookRefusal error={state.error} />;
  if (state.status === "error") {
    return (
      <div role="alert" className="space-y-3">
        <p>The résumé book could not be loaded: {state.message}</p>
        <button type="button" className={secondaryButton} onClick={retry}>
          Try Again
        </button>
      </div>
    );
  }
  if (state.status === "loading") {
    return (
      <p aria-busy="true" className="text-ink-muted">
        Loading the résumé book...
      </p>
    );
  }
  const { entries, access } = state;
  const filtered = Boolean(values.major || values.yearFrom || values.yearTo || values.degree);
  return (
    <div className="space-y-8">
      <AccessBanner access={access} />
      <BookFilters key={values.major} values={values} facets={facets} onChange={update} />
      <section aria-labelledby="book-list-title" aria-busy={pending} className="space-y-4">
        <h2 id="book-list-title" aria-live="polite" aria-atomic="true" className="text-xl font-semibold text-ink">
          {plural(entries.length, "résumé")}
          {filtered ? " match these filters" : " in the book"}
        </h2>
        {entries.length === 0 ? (
          <p className="rounded-md border border-line bg-surface-muted p-4">
            {filtered ? "No résumé matches these filters. Try fewer of them." : "No member is in the résumé book yet."}
          </p>
        ) : (
          <>
            <ZipDownload entries={entries} organisation={access?.organisation ?? null} />
            <ul className="space-y-3">
              {entries.map((entry) => (
                <BookEntryCard key={entry.userId} entry={entry} onView={setViewing} />
              ))}
            </ul>
          </>
        )}
      </section>
      {viewing && <ResumeViewer entry={viewing} onClose={() => setViewing(null)} />}
    </div>
  );
}
