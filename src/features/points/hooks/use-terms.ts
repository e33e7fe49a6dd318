import { useEffect, useState } from "react";
import { listTerms, type TermList } from "~/lib/public-api/terms";

/** The chapter's terms (GET /api/terms), for a term selector; null until loaded (or if they could not be). */
export function useTerms(version = 0) {
  const [terms, setTerms] = useState<TermList | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies(version): the caller changes it to have the terms read again
  useEffect(() => {
    const controller = new AbortController();
    listTerms(controller.signal)
      .then(setTerms)
      .catch(() => undefined);
    return () => controller.abort();
  }, [version]);
  return terms;
}
