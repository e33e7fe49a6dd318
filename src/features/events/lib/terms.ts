import { localDate } from "./event-time";

/**
 * The chapter's terms, until they live in D1: the attendance work brings
 * them (GET /api/terms) and replaces this module. Until then a term is an
 * academic season, by the date where the chapter is: spring January–May,
 * summer June–August, fall September–December. The events page shows the
 * past events of the current term and the one before.
 */
export type Term = { season: "Spring" | "Summer" | "Fall"; year: number };

/** The months (1–12) each season starts in, in the order of a year. */
export const STARTS = [
  ["Spring", 1],
  ["Summer", 6],
  ["Fall", 9],
] as const;

/** The term an instant falls in. */
export function termOf(instant: Date): Term {
  const [year, month] = localDate(instant);
  const [season] = STARTS.findLast(([, first]) => month >= first)!;
  return { season, year };
}

/** The term before `term`. */
export function previousTerm({ season, year }: Term): Term {
  const index = STARTS.findIndex(([name]) => name === season);
  return index === 0 ? { season: "Fall", year: year - 1 } : { season: STARTS[index - 1]![0], year };
}

/**
 * The `from` of the site's one events list: midnight UTC the day before the
 * previous term starts, so that every event of that term is in it in any
 * time zone. It moves only when the term changes, so every visitor asks
 * the same URL, which the Worker answers from memory (decision 021).
 */
export function listFrom(now: Date): string {
  const { season, year } = previousTerm(termOf(now));
  const month = STARTS.find(([name]) => name === season)![1];
  return new Date(Date.UTC(year, month - 1, 0)).toISOString().replace(".000", "");
}
