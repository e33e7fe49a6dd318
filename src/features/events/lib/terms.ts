import type { Term } from "~/shared/terms";

/**
 * The terms whose past events the page lists: the latest two that have
 * started (the current term and the one before, or the last two when none
 * is running), newest first.
 */
export function recentTerms(terms: readonly Term[], now: number): Term[] {
  return terms
    .filter((term) => Date.parse(term.startsAt) <= now)
    .sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt))
    .slice(0, 2);
}

/** Whether an instant falls in a term, [startsAt, endsAt). */
export const inTerm = (term: Term, instant: string) => Date.parse(term.startsAt) <= Date.parse(instant) && Date.parse(instant) < Date.parse(term.endsAt);
