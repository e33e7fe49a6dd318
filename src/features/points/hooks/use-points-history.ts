import { useEffect, useState } from "react";
import { errorDetail } from "~/lib/api-error";
import { getPointsHistory, type PointsHistory } from "../api/get-points-history";

export const HISTORY_PAGE_SIZE = 20;

type State = { history: PointsHistory | null; loading: boolean; error: string | null };

/** One page of a member's ledger for a term (or all time); the previous page stays while the next loads. */
export function usePointsHistory(userId: string, term: string, page: number) {
  const [state, setState] = useState<State>({ history: null, loading: true, error: null });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies(attempt): retry() changes it to run the request again
  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    setState((current) => ({ ...current, loading: true, error: null }));
    getPointsHistory(userId, { term, page, pageSize: HISTORY_PAGE_SIZE }, controller.signal)
      .then((history) => setState({ history, loading: false, error: null }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState((current) => ({ ...current, loading: false, error: errorDetail(error) }));
      });
    return () => controller.abort();
  }, [userId, term, page, attempt]);

  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
