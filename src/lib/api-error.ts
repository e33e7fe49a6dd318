/**
 * The API client's error type and its "session ended" signal, apart from the
 * client itself (src/lib/api-client.ts) because the client loads zod: the
 * AuthProvider and the header's account control, on every page's first load,
 * need these but must not pull zod in (decision 005).
 */

export const UNKNOWN_ERROR_MESSAGE = "An unknown error occurred";
export const INVALID_RESPONSE_MESSAGE = "The server sent an unexpected response.";

export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    message: string,
    /** HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    /** The API's errCode when the answer carried one. */
    readonly code?: string,
    /** The API's errMsg alone: a sentence to show next to a field. */
    readonly detail?: string,
    /** Seconds to wait, from the Retry-After header of a 429. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

/** The sentence to show a person: the API's own errMsg when there is one. */
export function errorDetail(error: unknown): string {
  if (error instanceof ApiError) return error.detail ?? error.message;
  return error instanceof Error ? error.message : UNKNOWN_ERROR_MESSAGE;
}

/** The call failed because the session has ended (the AuthProvider has already said so). */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && error.code === "UNAUTHENTICATED";
}

// A 401 UNAUTHENTICATED from any call means the session has ended (expired,
// signed out elsewhere, revoked). The client cannot import the auth feature,
// so the AuthProvider subscribes here and drops to the signed-out state.
const sessionEndedListeners = new Set<() => void>();
export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => void sessionEndedListeners.delete(listener);
}

/** Called by the API client on a 401 UNAUTHENTICATED. */
export function notifySessionEnded() {
  sessionEndedListeners.forEach((notify) => notify());
}
