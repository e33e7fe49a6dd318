import { embeddedTerms, listTerms, type TermList } from "./public-api/terms";
import { useLoaded } from "./use-loaded";

/** The terms the Worker wrote into the page (/events, decision 087), which has no use for the current one. */
function termsInPage(): TermList | undefined {
  const terms = embeddedTerms();
  return terms && { terms, currentTermId: null };
}

/**
 * The chapter's terms (GET /api/terms) and which one contains now: for the events page's past
 * events (grouped by term), the points' term selectors and the officers' term list (`reload`
 * after a change). Where the Worker wrote them into the page they are taken from it, without a
 * request, and without marking the current one (`currentTermId` null).
 */
export function useTerms() {
  return useLoaded(listTerms, { held: termsInPage });
}
