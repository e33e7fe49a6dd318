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

/**
 * The `from` of the site's one events list: midnight UTC the day before the
 * first of the month a year before this one — 12 to 13 months back, enough
 * for this term and the one before (a term is at most 367 days; a school
 * year's two terms fit). It moves once a month, so every visitor asks the
 * same URL, which the Worker answers from memory (decision 021).
 */
export function listFrom(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), 0)).toISOString().replace(".000", "");
}
