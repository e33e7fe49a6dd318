/**
 * The chapter's terms as officers define them (GET /api/terms; decision
 * 024): the events page shows past events under the term they were in.
 * Checked by hand rather than with the shared zod schema, like the events
 * (lib/event-data.ts): the events page's first load carries no zod.
 */
export type ChapterTerm = { id: string; name: string; startsAt: string; endsAt: string };

export const isTermList = (value: unknown): value is ChapterTerm[] =>
  Array.isArray(value) &&
  value.every(
    (term) =>
      typeof term === "object" &&
      term !== null &&
      ["id", "name", "startsAt", "endsAt"].every((key) => typeof (term as Record<string, unknown>)[key] === "string"),
  );

/**
 * The terms whose past events the page lists: the latest two that have
 * started (the current term and the one before, or the last two when none
 * is running), newest first.
 */
export function recentTerms(terms: readonly ChapterTerm[], now: number): ChapterTerm[] {
  return terms
    .filter((term) => Date.parse(term.startsAt) <= now)
    .sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt))
    .slice(0, 2);
}

/** Whether an instant falls in a term, [startsAt, endsAt). */
export const inTerm = (term: ChapterTerm, instant: string) => Date.parse(term.startsAt) <= Date.parse(instant) && Date.parse(instant) < Date.parse(term.endsAt);

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
