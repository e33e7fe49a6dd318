import { useEffect, useState } from "react";
import { embeddedTerms, listTerms } from "~/lib/public-api/terms";
import type { Term } from "~/shared/terms";

/**
 * The chapter's terms, for grouping past events: null until they arrive;
 * an empty list when none are defined or they could not be loaded (the past
 * events are then listed without terms). Where the Worker wrote them into the
 * page (/events, decision 087), they are read from it, without a request.
 */
export function useTerms() {
  const [terms, setTerms] = useState<Term[] | null>(null);
  useEffect(() => {
    const embedded = embeddedTerms();
    if (embedded) {
      setTerms(embedded);
      return;
    }
    const controller = new AbortController();
    listTerms(controller.signal)
      .then(({ terms }) => setTerms(terms))
      .catch(() => controller.signal.aborted || setTerms([]));
    return () => controller.abort();
  }, []);
  return terms;
}
