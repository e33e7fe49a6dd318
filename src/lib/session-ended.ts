/**
 * "The session has ended", from whichever call found out: a 401
 * UNAUTHENTICATED means the session expired, was signed out elsewhere or was
 * revoked. The API client (src/lib/api-client.ts) cannot import the account
 * feature, so the AuthProvider subscribes here and drops to the signed-out
 * state. Its own module, with nothing else in it: the AuthProvider is on
 * every page's first load.
 */
const listeners = new Set<() => void>();

export function onSessionEnded(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Called by the API client on a 401 UNAUTHENTICATED. */
export function notifySessionEnded() {
  for (const notify of listeners) notify();
}
