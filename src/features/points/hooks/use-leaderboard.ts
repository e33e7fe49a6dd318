import { useEffect, useState } from "react";
import { errorDetail } from "~/lib/api-error";
import type { Leaderboard } from "../api/get-leaderboard";
import type { TermList } from "~/lib/public-api/terms";

/** How many rows a board shows (the API's default); the viewer is added below when outside them. */
export const BOARD_LIMIT = 50;

type State = { terms: TermList | null; board: Leaderboard | null; loading: boolean; error: string | null };

/**
 * The terms and one board, for a signed-in member only. The calls (and the
 * schemas that check their answers) load on demand, so a visitor's first
 * load of the prerendered page carries none of it (decision 005).
 */
export function useLeaderboard(term: string, enabled: boolean) {
  const [state, setState] = useState<State>({ terms: null, board: null, loading: true, error: null });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies(attempt): retry() changes it to run the request again
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState((current) => ({ ...current, loading: true, error: null }));
    Promise.all([import("~/lib/public-api/terms"), import("../api/get-leaderboard")])
      .then(([terms, board]) => Promise.all([terms.listTerms(controller.signal), board.getLeaderboard(term, BOARD_LIMIT, controller.signal)]))
      .then(([terms, board]) => setState({ terms, board, loading: false, error: null }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState((current) => ({ ...current, loading: false, error: errorDetail(error) }));
      });
    return () => controller.abort();
  }, [term, enabled, attempt]);

  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
