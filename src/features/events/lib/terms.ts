import type { Term } from "~/shared/terms";
import { toEpochMs } from "~/shared/time/instant";

/**
 * The terms whose past events the page lists: the latest two that have
 * started (the current term and the one before, or the last two when none
 * is running), newest first.
 */
export function recentTerms(terms: readonly Term[], now: number): Term[] {
  return terms
    .filter((term) => toEpochMs(term.startsAt) <= now)
    .sort((a, b) => toEpochMs(b.startsAt) - toEpochMs(a.startsAt))
    .slice(0, 2);
}

/** Whether an instant falls in a term, [startsAt, endsAt). */
export const inTerm = (term: Term, instant: string) => toEpochMs(term.startsAt) <= toEpochMs(instant) && toEpochMs(instant) < toEpochMs(term.endsAt);
