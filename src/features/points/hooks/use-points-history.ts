import { useCallback } from "react";
import { useLoaded } from "~/lib/use-loaded";
import { getPointsHistory } from "../api/get-points-history";

export const HISTORY_PAGE_SIZE = 20;

/** One page of a member's ledger for a term (or all time); the previous page stays while the next loads. */
export function usePointsHistory(userId: string, term: string, page: number) {
  const read = useCallback((signal: AbortSignal) => getPointsHistory(userId, { term, page, pageSize: HISTORY_PAGE_SIZE }, signal), [userId, term, page]);
  const { data, failure, loading, reload } = useLoaded(userId ? read : null);
  return { history: data, loading, error: loading ? null : failure, retry: () => void reload() };
}
