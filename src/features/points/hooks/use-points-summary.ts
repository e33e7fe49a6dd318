import { useEffect, useState } from "react";
import { errorDetail } from "~/lib/api-error";
import { getLeaderboard } from "../api/get-leaderboard";
import { getPointsHistory } from "../api/get-points-history";

export type PointsSummary = {
  allTime: number;
  /** The term containing now and the member's points in it; null when no term does. */
  currentTerm: { name: string; points: number } | null;
  /** The member's rank this term; null without points in it (or without a term). */
  rank: number | null;
  /** Members ranked this term. */
  ranked: number;
};

type State = { summary: PointsSummary | null; error: string | null };

/**
 * The dashboard's figures: the totals from the member's history (one row
 * asked for: only the totals are used) and the rank from this term's
 * leaderboard (one row asked for: only the viewer's standing is used).
 */
export function usePointsSummary(userId: string) {
  const [state, setState] = useState<State>({ summary: null, error: null });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies(attempt): retry() changes it to run the request again
  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    setState({ summary: null, error: null });
    Promise.all([getPointsHistory(userId, { term: "all", page: 1, pageSize: 1 }, controller.signal), getLeaderboard("current", 1, controller.signal)])
      .then(([history, board]) => {
        const { allTime, currentTerm } = history.meta.totals;
        setState({
          summary: {
            allTime,
            currentTerm: currentTerm && { name: currentTerm.name, points: currentTerm.points },
            rank: board.meta.me.rank,
            ranked: board.meta.total,
          },
          error: null,
        });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ summary: null, error: errorDetail(error) });
      });
    return () => controller.abort();
  }, [userId, attempt]);

  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
