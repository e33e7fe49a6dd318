import { useEffect, useState } from "react";
import type { User } from "~/shared/users";

export type UserSummaryState =
  | { status: "loading" }
  | { status: "error" }
  | { status: "ready"; user: User };

/**
 * Fetches the user by id when the card first opens. The answer is kept for
 * the page's lifetime so reopening the card does not flash "Loading..."; a
 * failure is not kept, so the next opening tries again.
 */
const cache = new Map<string, User>();

export function forgetUserSummaries() {
  cache.clear();
}

export function useUserSummary(userId: string): UserSummaryState {
  const cached = cache.get(userId);
  const [state, setState] = useState<UserSummaryState>(cached ? { status: "ready", user: cached } : { status: "loading" });

  useEffect(() => {
    if (cache.has(userId)) return;
    const controller = new AbortController();
    setState({ status: "loading" });
    import("./user-summary-api")
      .then(({ fetchUser }) => fetchUser(userId, controller.signal))
      .then((user) => {
        cache.set(userId, user);
        setState({ status: "ready", user });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: "error" });
      });
    return () => controller.abort();
  }, [userId]);

  return state;
}
