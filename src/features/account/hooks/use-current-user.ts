import { useEffect, useState, useSyncExternalStore } from "react";
import { errorDetail } from "~/lib/api-error";
import type { User } from "~/shared/users";
import { onSignedOut } from "../lib/signed-out";

export type CurrentUserState = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; user: User };

/**
 * The signed-in member's own record (GET /api/users/{id}), shared by the
 * header's profile card and the profile pages. An answer is kept for the
 * page's lifetime, so reopening the card does not flash "Loading...", and a
 * page that saves the record puts the new one here so the card shows it at
 * once. A failure is not kept: the next use tries again.
 */
const users = new Map<string, User>();
// Bumped on sign-out, so an answer still on its way is not kept afterwards.
let generation = 0;
const inFlight = new Map<string, Promise<User>>();
const listeners = new Set<() => void>();
const emit = () => {
  for (const notify of listeners) notify();
};
const subscribe = (notify: () => void) => {
  listeners.add(notify);
  return () => void listeners.delete(notify);
};

export function rememberCurrentUser(user: User) {
  users.set(user.id, user);
  emit();
}

// On sign-out: the next member to sign in on this page must not see these.
onSignedOut(() => {
  generation += 1;
  users.clear();
  inFlight.clear();
  emit();
});

/** One request per member at a time, however many components ask. */
function load(userId: string): Promise<User> {
  let request = inFlight.get(userId);
  if (!request) {
    const startedIn = generation;
    // Loaded on demand: zod and the schemas stay out of the first page load.
    request = import("../api/get-user")
      .then(({ getUser }) => getUser(userId))
      .then((user) => {
        // A record saved meanwhile is newer than this answer.
        if (startedIn === generation && !users.has(user.id)) rememberCurrentUser(user);
        return user;
      })
      .finally(() => inFlight.delete(userId));
    inFlight.set(userId, request);
  }
  return request;
}

export function useCurrentUser(userId: string): CurrentUserState & { retry: () => void } {
  const user = useSyncExternalStore(
    subscribe,
    () => users.get(userId),
    () => undefined,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const missing = user === undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies(attempt): retry() changes it to run the request again
  useEffect(() => {
    if (!userId || !missing) return;
    let current = true;
    setFailure(null);
    load(userId).catch((error: unknown) => {
      if (current) setFailure(errorDetail(error));
    });
    return () => {
      current = false;
    };
  }, [userId, missing, attempt]);

  const retry = () => setAttempt((n) => n + 1);
  if (user) return { status: "ready", user, retry };
  if (failure !== null) return { status: "error", message: failure, retry };
  return { status: "loading", retry };
}
