import { useEffect, useState } from "react";
import { ApiError, errorDetail } from "~/lib/api-error";
import type { ResumeBookEntry, ResumeBookQuery } from "~/shared/resume-book";
import { listResumeBook } from "../api/list-resume-book";

export type BookAccess = { organisation: string; from: string; until: string } | null;

export type BookState =
  | { status: "loading" }
  /** The API refused the reader (outside the window, no window): its own sentence, as it came. */
  | { status: "refused"; error: ApiError }
  | { status: "error"; message: string }
  | { status: "ready"; entries: ResumeBookEntry[]; access: BookAccess };

/** What the whole book holds, for the filters' choices: its majors and graduation years. */
export type BookFacets = { majors: string[]; years: number[] };

const hasFilters = (query: ResumeBookQuery) => Boolean(query.major || query.gradYear || query.gradYearFrom || query.gradYearTo || query.degree);

function facetsOf(entries: readonly ResumeBookEntry[]): BookFacets {
  const majors = new Set<string>();
  const years = new Set<number>();
  for (const entry of entries) {
    if (entry.major) majors.add(entry.major);
    const year = Number(entry.graduationTerm?.slice(-4));
    if (year) years.add(year);
  }
  return { majors: [...majors].sort((a, b) => a.localeCompare(b)), years: [...years].sort((a, b) => a - b) };
}

/**
 * The book for the filters (GET /api/resume-book), loaded again when they
 * change, and the whole book's facets: from the unfiltered answer, which is
 * asked once more only when the page opens with filters set.
 */
export function useResumeBook(query: ResumeBookQuery, enabled: boolean) {
  const [state, setState] = useState<BookState>({ status: "loading" });
  const [facets, setFacets] = useState<BookFacets | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The previous list stays on screen while the next loads, so the page does not flash empty.
  const [pending, setPending] = useState(true);
  const key = JSON.stringify(query);

  // biome-ignore lint/correctness/useExhaustiveDependencies(attempt): retry() changes it to run the request again
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const current = JSON.parse(key) as ResumeBookQuery;
    setPending(true);
    setState((previous) => (previous.status === "ready" ? previous : { status: "loading" }));
    listResumeBook(current, controller.signal)
      .then(({ entries, meta }) => {
        setState({ status: "ready", entries, access: meta.access });
        if (!hasFilters(current)) setFacets(facetsOf(entries));
        setPending(false);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const refused = error instanceof ApiError && error.status === 403;
        setState(refused ? { status: "refused", error } : { status: "error", message: errorDetail(error) });
        setPending(false);
      });
    return () => controller.abort();
  }, [key, enabled, attempt]);

  const needsFacets = enabled && facets === null && hasFilters(JSON.parse(key) as ResumeBookQuery) && state.status === "ready";
  useEffect(() => {
    if (!needsFacets) return;
    const controller = new AbortController();
    listResumeBook({}, controller.signal)
      .then(({ entries }) => setFacets(facetsOf(entries)))
      // Without them the filters still work: typed majors, no year list beyond the entries shown.
      .catch(() => undefined);
    return () => controller.abort();
  }, [needsFacets]);

  return { state, facets, pending, retry: () => setAttempt((n) => n + 1) };
}
