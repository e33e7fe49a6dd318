import { useCallback } from "react";
import { useLoaded } from "~/lib/use-loaded";
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

/**
 * The dashboard's figures: the totals from the member's history (one row
 * asked for: only the totals are used) and the rank from this term's
 * leaderboard (one row asked for: only the viewer's standing is used).
 */
export function usePointsSummary(userId: string) {
  const read = useCallback(
    async (signal: AbortSignal): Promise<PointsSummary> => {
      const [history, board] = await Promise.all([
        getPointsHistory(userId, { term: "all", page: 1, pageSize: 1 }, signal),
        getLeaderboard("current", 1, signal),
      ]);
      const { allTime, currentTerm } = history.meta.totals;
      return {
        allTime,
        currentTerm: currentTerm && { name: currentTerm.name, points: currentTerm.points },
        rank: board.meta.me.rank,
        ranked: board.meta.total,
      };
    },
    [userId],
  );
  const { data, failure, loading, reload } = useLoaded(userId ? read : null);
  // Nothing older is shown while a read is under way (another member's, or trying again).
  return { summary: loading ? null : data, error: loading ? null : failure, retry: () => void reload() };
}
