import { useCallback } from "react";
import { useLoaded } from "~/lib/use-loaded";

/** How many rows a board shows (the API's default); the viewer is added below when outside them. */
export const BOARD_LIMIT = 50;

/**
 * The terms and one board, for a signed-in member only. The calls (and the
 * schemas that check their answers) load on demand, so a visitor's first
 * load of the prerendered page carries none of it (decision 005).
 */
export function useLeaderboard(term: string, enabled: boolean) {
  const read = useCallback(
    async (signal: AbortSignal) => {
      const [terms, board] = await Promise.all([import("~/lib/public-api/terms"), import("../api/get-leaderboard")]);
      return Promise.all([terms.listTerms(signal), board.getLeaderboard(term, BOARD_LIMIT, signal)]);
    },
    [term],
  );
  const { data, failure, loading, reload } = useLoaded(enabled ? read : null);
  return { terms: data?.[0] ?? null, board: data?.[1] ?? null, loading, error: loading ? null : failure, retry: () => void reload() };
}
