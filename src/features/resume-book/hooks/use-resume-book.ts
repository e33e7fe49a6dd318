import { useCallback, useState } from "react";
import { ApiError } from "~/lib/api-error";
import { useLoaded } from "~/lib/use-loaded";
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
  const [facets, setFacets] = useState<BookFacets | null>(null);
  const key = JSON.stringify(query);

  const read = useCallback(
    async (signal: AbortSignal) => {
      const current = JSON.parse(key) as ResumeBookQuery;
      const { entries, meta } = await listResumeBook(current, signal);
      if (!hasFilters(current) && !signal.aborted) setFacets(facetsOf(entries));
      return { entries, access: meta.access };
    },
    [key],
  );
  const book = useLoaded(enabled ? read : null);
  const refused = book.error instanceof ApiError && book.error.status === 403 ? book.error : null;
  // The previous list stays on screen while the next loads, so the page does not flash empty; a failure does not.
  const state: BookState = book.failure
    ? book.loading
      ? { status: "loading" }
      : refused
        ? { status: "refused", error: refused }
        : { status: "error", message: book.failure }
    : book.data
      ? { status: "ready", ...book.data }
      : { status: "loading" };

  const needsFacets = enabled && facets === null && hasFilters(JSON.parse(key) as ResumeBookQuery) && state.status === "ready";
  // Without them the filters still work: typed majors, no year list beyond the entries shown.
  const whole = useLoaded(needsFacets ? readFacets : null);

  return { state, facets: facets ?? whole.data, pending: book.loading, retry: () => void book.reload() };
}

const readFacets = (signal: AbortSignal) => listResumeBook({}, signal).then(({ entries }) => facetsOf(entries));
