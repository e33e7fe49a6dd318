import { embeddedTerms, listTerms, type TermList } from "./public-api/terms";
import { useLoaded } from "./use-loaded";

/** The terms the Worker wrote into the page (/events, decision 087), with the one containing now. */
function termsInPage(): TermList | undefined {
  const terms = embeddedTerms();
  if (!terms) return undefined;
  const now = Date.now();
  const current = terms.find((term) => Date.parse(term.startsAt) <= now && now < Date.parse(term.endsAt));
  return { terms, currentTermId: current?.id ?? null };
}

/**
 * The chapter's terms (GET /api/terms) and which one contains now: for the events page's past
 * events (grouped by term), the points' term selectors and the officers' term list (`reload`
 * after a change). Where the Worker wrote them into the page they are taken from it, without a
 * request.
 */
export function useTerms() {
  return useLoaded(listTerms, { held: termsInPage });
}
