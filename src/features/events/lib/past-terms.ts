import { localDate } from "./event-time";
import { STARTS, type Term } from "./terms";

/** What the past events list needs of terms (lib/terms.ts), apart from what every events list needs: names and a range. */

/** "Fall 2026". */
export const termLabel = (term: Term) => `${term.season} ${term.year}`;

/** Whether an instant is in `term` or later (by the chapter's calendar). */
export function inOrAfter(instant: Date, term: Term): boolean {
  const [year, month] = localDate(instant);
  const first = STARTS.find(([name]) => name === term.season)![1];
  return year > term.year || (year === term.year && month >= first);
}

