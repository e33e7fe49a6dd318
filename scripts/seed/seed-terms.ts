import { dayAt, startOfDay } from "../../src/shared/time/days";
import { site } from "../../src/site.config";

/**
 * The local seed's terms: the term containing today, the one before and the
 * one after, on a common US calendar (spring from January 1, summer from
 * May 16, fall from August 16), each starting at midnight where the chapter
 * is. A deployed chapter defines its own terms on the site.
 */

export type SeedTerm = { name: string; startsAt: number; endsAt: number };

/** Where each term of a year starts (month-day), in order. */
const TERM_STARTS = [
  { name: "Spring", start: "01-01" },
  { name: "Summer", start: "05-16" },
  { name: "Fall", start: "08-16" },
] as const;

/** The n-th term counting from spring of year 0, as its name and first day. */
function termAt(index: number): { name: string; start: string } {
  const year = Math.floor(index / TERM_STARTS.length);
  const { name, start } = TERM_STARTS[index - year * TERM_STARTS.length]!;
  return { name: `${name} ${year}`, start: `${String(year).padStart(4, "0")}-${start}` };
}

/** Past, current and next term around `today` (at the chapter). */
export function termsAround(today: Date): SeedTerm[] {
  const date = dayAt(today.getTime(), site.timeZone);
  const year = Number(date.slice(0, 4));
  // The index of the term containing today: the last whose start is not after it.
  let current = year * TERM_STARTS.length;
  while (termAt(current + 1).start <= date) current += 1;
  return [current - 1, current, current + 1].map((index) => {
    const { name, start } = termAt(index);
    return { name, startsAt: startOfDay(start, site.timeZone), endsAt: startOfDay(termAt(index + 1).start, site.timeZone) };
  });
}
