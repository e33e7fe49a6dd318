import type { Term } from "~/shared/terms";
import { toEpochMs } from "~/shared/time/instant";

/**
 * What a member's count of sponsor views covers, in words to end "No
 * sponsor has opened your résumé …" and "3 sponsors have opened your
 * résumé …": the current term, the last one while none runs, or every view
 * before the first term (decision 033).
 */
export function viewsPeriod(term: Term | null, now: number): { none: string; some: string } {
  if (!term) return { none: "yet", some: "so far" };
  if (toEpochMs(term.endsAt) > now) return { none: `yet this term (${term.name})`, some: `this term (${term.name})` };
  return { none: `since ${term.name} began`, some: `since ${term.name} began` };
}
